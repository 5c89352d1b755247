import { ProviderRpcError, RequestBeforeConnectError, type SiwxMessageData } from '@walletport/core'
import { type Address, recoverMessageAddress } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SiwxUriRequiredError } from './errors/siwx.js'
import { evmAdapter } from './evmAdapter.js'
import { asHex } from './test/asHex.js'
import { createTestBed, type TestBed, WALLET_RDNS } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { artifacts, deploy } from './test/deployContracts.js'
import { devAccount } from './test/devAccounts.js'

let bed: TestBed
let contractWallet: Address
let strangersWallet: Address
const owner = devAccount(0).address

beforeAll(async () => {
  bed = await createTestBed()
  contractWallet = await deploy(bed.anvil, artifacts.contractWallet, [owner])
  strangersWallet = await deploy(bed.anvil, artifacts.contractWallet, [devAccount(7).address])
  await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
})
afterAll(async () => {
  await bed.stop()
})

const minutes = (n: number) => new Date(Date.now() + n * 60_000).toISOString()

function signInData(overrides: Partial<SiwxMessageData> = {}): SiwxMessageData {
  return {
    domain: 'app.example.com',
    uri: 'https://app.example.com/login',
    version: '1',
    nonce: 'k3j4h5g6f7d8',
    issuedAt: minutes(0),
    expirationTime: minutes(60),
    notBefore: minutes(-1),
    requestId: 'request-42',
    resources: [
      'https://app.example.com/terms',
      'ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi',
    ],
    statement: 'Sign in to Example with your wallet.',
    networkId: 'eip155:31337',
    accountAddress: owner,
    ...overrides,
  }
}

async function signIn(data: SiwxMessageData) {
  const message = bed.adapter.capabilities.siwx.createMessage(data)
  const signature = await bed.adapter.signMessage({ address: owner, message })
  return { message, signature }
}

describe('signMessage', () => {
  test('default: personal_sign by the connected wallet', async () => {
    const signature = await bed.adapter.signMessage({ address: owner, message: 'hello walletport' })
    expect(
      await recoverMessageAddress({ message: 'hello walletport', signature: asHex(signature) }),
    ).toBe(owner)
    const call = bed.wallet.calls.at(-1)
    expect(call?.method).toBe('personal_sign')
    expect(call?.params).toEqual(['0x68656c6c6f2077616c6c6574706f7274', owner])
  })

  test('behavior: a wallet that rejects with 4001', async () => {
    bed.wallet.state.rejectMethods.add('personal_sign')
    try {
      await expect(bed.adapter.signMessage({ address: owner, message: 'x' })).rejects.toMatchObject(
        {
          name: 'ProviderRpcError',
          code: 4001,
        },
      )
      await expect(
        bed.adapter.signMessage({ address: owner, message: 'x' }),
      ).rejects.toBeInstanceOf(ProviderRpcError)
    } finally {
      bed.wallet.state.rejectMethods.clear()
    }
  })

  test('behavior: before any connection', async () => {
    const adapter = evmAdapter({ window: bed.window })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    await expect(adapter.signMessage({ address: owner, message: 'x' })).rejects.toBeInstanceOf(
      RequestBeforeConnectError,
    )
    teardown()
  })
})

describe('siwx', () => {
  test('default: the message carries every field', () => {
    const data = signInData({
      issuedAt: '2026-01-02T03:04:05.000Z',
      expirationTime: '2026-01-02T04:04:05.000Z',
      notBefore: '2026-01-02T03:00:00.000Z',
    })
    expect(bed.adapter.capabilities.siwx.createMessage(data)).toMatchInlineSnapshot(`
      "app.example.com wants you to sign in with your Ethereum account:
      0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266

      Sign in to Example with your wallet.

      URI: https://app.example.com/login
      Version: 1
      Chain ID: 31337
      Nonce: k3j4h5g6f7d8
      Issued At: 2026-01-02T03:04:05.000Z
      Expiration Time: 2026-01-02T04:04:05.000Z
      Not Before: 2026-01-02T03:00:00.000Z
      Request ID: request-42
      Resources:
      - https://app.example.com/terms
      - ipfs://bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi"
    `)
  })

  test('parameters: aud stands in for uri; one of them is required', () => {
    const aud = bed.adapter.capabilities.siwx.createMessage(
      signInData({ uri: undefined, aud: 'https://audience.example.com' }),
    )
    expect(aud).toContain('\nURI: https://audience.example.com\n')
    expect(() =>
      bed.adapter.capabilities.siwx.createMessage(signInData({ uri: undefined })),
    ).toThrow(SiwxUriRequiredError)
  })

  test('default: verified by eip191', async () => {
    const data = signInData()
    const { message, signature } = await signIn(data)
    expect(
      await bed.adapter.capabilities.siwx.verifyMessage({
        message,
        signature,
        data,
        expected: data,
      }),
    ).toBe(true)
    expect(
      await bed.adapter.capabilities.verifySiwx({ message, signature, data, expected: data }),
    ).toMatchObject({
      valid: true,
      method: 'eip191',
    })
    // the address compare ignores case
    const lower = { ...data, accountAddress: owner.toLowerCase() }
    expect(
      await bed.adapter.capabilities.siwx.verifyMessage({
        message,
        signature,
        data: lower,
        expected: data,
      }),
    ).toBe(true)
  })

  test('default: verified by eip1271 against a deployed contract wallet', async () => {
    const data = signInData({ accountAddress: contractWallet })
    const { message, signature } = await signIn(data)
    expect(
      await bed.adapter.capabilities.verifySiwx({ message, signature, data, expected: data }),
    ).toMatchObject({
      valid: true,
      method: 'eip1271',
    })
    // a contract wallet whose owner did not sign
    const stranger = signInData({ accountAddress: strangersWallet })
    const other = await signIn(stranger)
    expect(
      await bed.adapter.capabilities.verifySiwx({ ...other, data: stranger, expected: stranger }),
    ).toMatchObject({
      valid: false,
      reason: 'signature',
    })
  })

  test('behavior: rejected when tampered, expired, not yet valid, for another domain or nonce', async () => {
    const verify = async (data: SiwxMessageData, edit = (m: string) => m, expected = data) => {
      const { message, signature } = await signIn(data)
      return bed.adapter.capabilities.verifySiwx({
        message: edit(message),
        signature,
        data: expected,
        expected,
      })
    }
    const data = signInData()
    expect(
      await verify(data, (m) => m.replace('Sign in to Example', 'Sign in to Evil')),
    ).toMatchObject({
      valid: false,
      reason: 'signature',
    })
    expect(
      await verify(signInData({ accountAddress: contractWallet }), (m) =>
        m.replace('request-42', 'request-43'),
      ),
    ).toMatchObject({ valid: false, reason: 'signature' })
    expect(
      await verify(signInData({ issuedAt: minutes(-120), expirationTime: minutes(-60) })),
    ).toMatchObject({ valid: false, reason: 'expired' })
    expect(await verify(signInData({ notBefore: minutes(30) }))).toMatchObject({
      valid: false,
      reason: 'notYetValid',
    })
    expect(await verify(data, undefined, { ...data, domain: 'evil.example.com' })).toMatchObject({
      valid: false,
      reason: 'domain',
    })
    expect(await verify(data, undefined, { ...data, nonce: 'zzzzzzzz9' })).toMatchObject({
      valid: false,
      reason: 'nonce',
    })
    expect(await verify(data, (m) => m.replace('Version: 1', 'Version: 2'))).toMatchObject({
      valid: false,
      reason: 'format',
    })
    expect(
      await bed.adapter.capabilities.siwx.verifyMessage({
        message: bed.adapter.capabilities.siwx.createMessage(data),
        signature: '0x1234',
        data,
        expected: data,
      }),
    ).toBe(false)
  })
})
