import { type SiwxMessageData, solana, solanaDevnet } from '@walletport/core'
import { expect, onTestFinished, test } from 'vitest'
import { solanaAdapter } from '../solanaAdapter.js'
import { createTestContext } from '../test/createTestContext.js'
import { createFakeWindow, registerTestWallet, TestWallet } from '../test/testWallet.js'
import { createSiwxMessage } from './createSiwxMessage.js'
import { verifySiwxMessage } from './verifySiwxMessage.js'

async function connected(signIn: boolean) {
  const window = createFakeWindow()
  const wallet = new TestWallet({ signIn })
  registerTestWallet(wallet, window)
  const adapter = solanaAdapter({ window })
  const { ctx } = createTestContext({ networks: [solana, solanaDevnet] })
  onTestFinished(adapter.setup(ctx))
  await adapter.connect({ connectorId: wallet.name, network: solanaDevnet })
  const data: SiwxMessageData = {
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'k2Jd8sQp1x',
    issuedAt: new Date().toISOString(),
    expirationTime: new Date(Date.now() + 60_000).toISOString(),
    statement: 'Sign in to Example.',
    requestId: 'req-1',
    resources: ['https://app.example.com/terms'],
    networkId: solanaDevnet.caipNetworkId,
    accountAddress: wallet.address,
  }
  const siwx = adapter.capabilities.siwx
  if (!siwx?.signIn) throw new Error('no signIn')
  return { wallet, siwx: { ...siwx, signIn: siwx.signIn }, data }
}

const expectedOf = (data: SiwxMessageData) => ({
  domain: data.domain,
  nonce: data.nonce,
  uri: data.uri,
})

test('default: a wallet with solana:signIn writes and signs the message, which verifies', async () => {
  const { wallet, siwx, data } = await connected(true)
  const { message, signature } = await siwx.signIn({
    address: wallet.address,
    data,
    network: solanaDevnet,
  })
  expect(wallet.requests.at(-1)).toBe('solana:signIn')
  // the wallet wrote the same Sign In With Solana text the adapter writes
  expect(message).toBe(createSiwxMessage(data))
  expect(await siwx.verifyMessage({ message, signature, data, expected: expectedOf(data) })).toBe(
    true,
  )
  expect(
    await verifySiwxMessage({
      message,
      signature,
      data,
      expected: { ...expectedOf(data), nonce: 'other0nce' },
    }),
  ).toBe(false)
})

test('behavior: without solana:signIn the written message is signed with signMessage', async () => {
  const { wallet, siwx, data } = await connected(false)
  const { message, signature } = await siwx.signIn({
    address: wallet.address,
    data,
    network: solanaDevnet,
  })
  expect(wallet.requests.at(-1)).toBe('solana:signMessage')
  expect(wallet.requests).not.toContain('solana:signIn')
  expect(message).toBe(createSiwxMessage(data))
  expect(await siwx.verifyMessage({ message, signature, data, expected: expectedOf(data) })).toBe(
    true,
  )
})

test('behavior: a refusal is a typed 4001 error; a message changed by the wallet does not verify', async () => {
  const { wallet, siwx, data } = await connected(true)
  wallet.rejectRequests = true
  await expect(
    siwx.signIn({ address: wallet.address, data, network: solanaDevnet }),
  ).rejects.toMatchObject({ name: 'ProviderRpcError', code: 4001 })
  wallet.rejectRequests = false
  // the wallet signs what it was asked, but a statement it added is not what the site wrote
  const { signature, message } = await siwx.signIn({
    address: wallet.address,
    data: { ...data, statement: 'Something else.' },
    network: solanaDevnet,
  })
  expect(await siwx.verifyMessage({ message, signature, data, expected: expectedOf(data) })).toBe(
    false,
  )
})
