import { expect, test, vi } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createKitStorage } from '../storage/createKitStorage.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import type { AdapterContext, SiwxMessageData } from '../types/adapter.js'
import { formatMockSiwxMessage, mockAdapter, mockSignature } from './mockAdapter.js'

const address = '0x00000000000000000000000000000000000000a1'
const data: SiwxMessageData = {
  domain: 'app.example',
  uri: 'https://app.example',
  version: '1',
  nonce: 'n0nce123',
  issuedAt: '2030-01-01T00:00:00.000Z',
  expirationTime: '2030-01-02T00:00:00.000Z',
  notBefore: '2030-01-01T00:00:00.000Z',
  requestId: 'r-1',
  resources: ['https://app.example/terms'],
  statement: 'Sign in to Test App',
  networkId: 'eip155:1',
  accountAddress: address,
}

function connected(parameters: Partial<Parameters<typeof mockAdapter>[0]> = {}) {
  const log = createLogger({ level: 'silent' })
  const ctx: AdapterContext = {
    networks: [mainnet, arbitrum],
    storage: createKitStorage({ driver: createMemoryDriver(), log }),
    projectId: undefined,
    dataSource: undefined,
    pairing: undefined,
    log,
    accountsChanged: vi.fn(),
    networkChanged: vi.fn(),
    disconnected: vi.fn(),
  }
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [address],
    capabilities: ['siwx', 'verifySiwx', 'getProfile'],
    ...parameters,
  })
  adapter.setup(ctx)
  return adapter.connect({ connectorId: 'mock', network: mainnet }).then(() => adapter)
}

test('default', async () => {
  const adapter = await connected()
  const message = adapter.capabilities.siwx?.createMessage(data) ?? ''
  expect(message).toBe(formatMockSiwxMessage(data))
  expect(message).toMatchInlineSnapshot(`
    "app.example wants you to sign in with your eip155 account:
    0x00000000000000000000000000000000000000a1

    Sign in to Test App

    URI: https://app.example
    Version: 1
    Chain ID: eip155:1
    Nonce: n0nce123
    Issued At: 2030-01-01T00:00:00.000Z
    Expiration Time: 2030-01-02T00:00:00.000Z
    Not Before: 2030-01-01T00:00:00.000Z
    Request ID: r-1
    Resources:
    - https://app.example/terms"
  `)
  const signature = await adapter.signMessage({ address, message })
  // deterministic, bound to the address and the message, 65 bytes
  expect(signature).toBe(mockSignature(address, message))
  expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
  expect(mockSignature(address.toUpperCase(), message)).toBe(signature)
  expect(mockSignature(address, `${message} `)).not.toBe(signature)
  expect(
    await adapter.capabilities.siwx?.verifyMessage({ message, signature, data, expected: data }),
  ).toBe(true)
  expect(
    await adapter.capabilities.verifySiwx?.({ message, signature, data, expected: data }),
  ).toEqual({
    valid: true,
  })
})

test('behavior: what does not verify', async () => {
  const adapter = await connected()
  const message = formatMockSiwxMessage(data)
  adapter.setFailures({ signMessage: 'wrongSignature' })
  const signature = await adapter.signMessage({ address, message })
  expect(
    await adapter.capabilities.verifySiwx?.({ message, signature, data, expected: data }),
  ).toEqual({
    valid: false,
    reason: 'the signature does not match the account',
  })
  const good = mockSignature(address, message)
  expect(
    await adapter.capabilities.verifySiwx?.({
      message: `${message}!`,
      signature: good,
      data,
      expected: data,
    }),
  ).toEqual({ valid: false, reason: 'the message does not match its fields' })
  expect(
    await adapter.capabilities.siwx?.verifyMessage({
      message,
      signature: good,
      data: { ...data, nonce: 'other' },
      expected: data,
    }),
  ).toBe(false)
})

test('parameters: profile, and its failure', async () => {
  const adapter = await connected({ profile: { name: 'alice.eth', avatar: null } })
  expect(await adapter.capabilities.getProfile?.({ address, network: mainnet })).toEqual({
    name: 'alice.eth',
    avatar: null,
  })
  adapter.setFailures({ getProfile: 'fail' })
  await expect(
    adapter.capabilities.getProfile?.({ address, network: mainnet }),
  ).rejects.toMatchObject({ code: -32603 })
  const plain = await connected()
  expect(await plain.capabilities.getProfile?.({ address, network: mainnet })).toBeUndefined()
})

test('behavior: every capability of the contract can be declared', async () => {
  const adapter = mockAdapter({
    namespace: 'eip155',
    accounts: [address],
    capabilities: [
      'waitForReceipt',
      'estimateFees',
      'getCapabilities',
      'getAssets',
      'sendCalls',
      'verifySiwx',
    ],
  })
  expect(Object.keys(adapter.capabilities)).toEqual([
    'waitForReceipt',
    'estimateFees',
    'getCapabilities',
    'getAssets',
    'sendCalls',
    'verifySiwx',
  ])
})
