import type { Wallet } from '@wallet-standard/base'
import { bitcoin, bitcoinTestnet } from '@walletport/core'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestContext } from '../test/createTestContext.js'

// this file must not import the test wallet or the Esplora server: they load bitcoinjs-lib
// themselves, and the point here is what the adapter loads

/** the modules that must stay out of the first click, as this file names them */
const HEAVY = [
  './createBitcoinRuntime.js',
  '../wallet/createWalletStandardConnector.js',
  '../connectors/createWalletConnectConnector.js',
  '../esplora/createEsploraClient.js',
  '../esplora/parseEsplora.js',
  // the scriptPubKeys and bitcoinjs-lib's network parameters: isAddress needs neither
  '../address/parseBitcoinAddress.js',
  '../networks/getBitcoinNetwork.js',
  '../send/createSendPsbt.js',
  '../send/finalizeSignedPsbt.js',
  'bitcoinjs-lib',
  '@noble/hashes/legacy.js',
  '@noble/hashes/sha2.js',
] as const

const loaded: string[] = []

beforeEach(() => {
  loaded.length = 0
  vi.resetModules()
  for (const id of HEAVY)
    vi.doMock(id, async (importOriginal) => {
      loaded.push(id)
      return importOriginal()
    })
})

afterEach(() => {
  for (const id of HEAVY) vi.doUnmock(id)
})

const PAYER = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const PAYEE = 'bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3'

/** A Wallet Standard bitcoin wallet with one mainnet account that refuses to sign. */
function createWallet(): Wallet {
  const account = {
    address: PAYER,
    publicKey: new Uint8Array(33).fill(2),
    chains: ['bitcoin:mainnet'],
    features: [],
  } as const
  return {
    version: '1.0.0',
    name: 'Plain',
    icon: 'data:image/svg+xml;base64,',
    chains: ['bitcoin:mainnet'],
    accounts: [account],
    features: {
      'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts: [account] }) },
      'bitcoin:signPsbt': {
        version: '1.0.0',
        signPsbt: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }),
      },
    },
  }
}

function register(target: EventTarget, wallet: Wallet) {
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: ({ register }: { register: (w: Wallet) => void }) => register(wallet),
    }),
  )
}

/** An Esplora API with one 100 000 sat output of PAYER. */
const fetch: typeof globalThis.fetch = async (input) => {
  const url = String(input)
  if (url.endsWith('/fee-estimates')) return new Response('{"1":2,"3":2}')
  if (url.endsWith('/utxo'))
    return new Response(
      JSON.stringify([
        { txid: 'ab'.repeat(32), vout: 0, value: 100_000, status: { confirmed: false } },
      ]),
    )
  return new Response('not found', { status: 404 })
}

test('behavior: bitcoinAdapter, setup, discovery, address and unit rules load nothing on demand', async () => {
  const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
  const window = new EventTarget()
  const adapter = bitcoinAdapter({ window, fetch })
  const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
  register(window, createWallet())
  expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['walletStandard:Plain'])
  await adapter.loadAddressRules()
  expect(adapter.isAddress(PAYER)).toBe(true)
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
  expect(adapter.isAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false)
  expect(adapter.isAddress(PAYER, bitcoinTestnet)).toBe(false)
  expect(adapter.isAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', bitcoinTestnet)).toBe(true)
  expect(adapter.formatUnits(adapter.parseUnits('0.5', 8), 8)).toBe('0.5')
  // what a page load does with nothing stored, and with a connector that is gone
  expect(await adapter.reconnect({ connectorId: 'walletStandard:Gone', network: bitcoin })).toBe(
    undefined,
  )
  await adapter.disconnect()
  await adapter.switchNetwork({ network: bitcoin })
  teardown()
  expect(loaded).toEqual([])
})

test('behavior: isAddress answers false until the address rules load, which setup starts when idle', async () => {
  const idle = new Map<number, () => void>()
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.set(idle.size + 1, callback)
    return idle.size
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle))
  try {
    const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
    const mocked = vi.fn(async (importOriginal: () => Promise<unknown>) => importOriginal())
    vi.doMock('../address/isBitcoinAddressOn.js', mocked)
    const adapter = bitcoinAdapter({ window: new EventTarget(), fetch })
    const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
    // nothing asked for yet: the rules wait for the page to be idle
    expect(mocked).not.toHaveBeenCalled()
    expect(idle.size).toBe(1)
    for (const run of idle.values()) run()
    // before they arrive, no address is valid, a well-formed one included
    expect(adapter.isAddress(PAYER)).toBe(false)
    await adapter.loadAddressRules()
    expect(mocked).toHaveBeenCalledTimes(1)
    expect(adapter.isAddress(PAYER)).toBe(true)
    expect(adapter.isAddress(PAYER, bitcoinTestnet)).toBe(false)
    teardown()
  } finally {
    vi.doUnmock('../address/isBitcoinAddressOn.js')
    vi.unstubAllGlobals()
  }
})

test('behavior: teardown before the page is idle cancels the preload', async () => {
  const idle = new Map<number, () => void>()
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle.set(idle.size + 1, callback)
    return idle.size
  })
  vi.stubGlobal('cancelIdleCallback', (handle: number) => idle.delete(handle))
  try {
    const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
    const adapter = bitcoinAdapter({ window: new EventTarget(), fetch })
    adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)()
    expect(idle.size).toBe(0)
  } finally {
    vi.unstubAllGlobals()
  }
})

test('behavior: a connect loads the runtime, reads load no PSBT code, a send does', async () => {
  const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
  const window = new EventTarget()
  const adapter = bitcoinAdapter({ window, fetch, retry: { count: 0, delay: 1 } })
  const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
  register(window, createWallet())

  const connected = await adapter.connect({ connectorId: 'walletStandard:Plain', network: bitcoin })
  expect(connected.accounts.map((a) => a.address)).toEqual([PAYER])
  expect(loaded.toSorted()).toEqual([
    '../address/parseBitcoinAddress.js',
    '../connectors/createWalletConnectConnector.js',
    '../esplora/createEsploraClient.js',
    '../esplora/parseEsplora.js',
    '../networks/getBitcoinNetwork.js',
    '../wallet/createWalletStandardConnector.js',
    './createBitcoinRuntime.js',
    '@noble/hashes/legacy.js',
  ])
  expect((await adapter.getBalance({ address: PAYER, network: bitcoin })).value).toBe(100_000n)
  expect(loaded).not.toContain('bitcoinjs-lib')

  const send = { network: bitcoin, from: PAYER, to: PAYEE, amount: '0.0001' }
  const error = await adapter.capabilities.sendToken!(send).catch((e: unknown) => e)
  // the PSBT was built and handed to the wallet, which refused it
  expect(error).toMatchObject({ code: 4001 })
  expect(loaded).toEqual(
    expect.arrayContaining(['../send/createSendPsbt.js', '../send/finalizeSignedPsbt.js']),
  )
  expect(loaded).toContain('bitcoinjs-lib')
  // this adapter never hashes with @noble/hashes' SHA-256: the small one serves
  expect(loaded).not.toContain('@noble/hashes/sha2.js')
  teardown()
})

test('behavior: an estimate preloads the PSBT code for the send that follows', async () => {
  const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
  const adapter = bitcoinAdapter({ fetch, retry: { count: 0, delay: 1 } })
  const send = { network: bitcoin, from: PAYER, to: PAYEE, amount: '0.0001' }
  expect((await adapter.estimateSendFee(send)).inputCount).toBe(1)
  await vi.waitFor(() => expect(loaded).toContain('bitcoinjs-lib'))
  // the preload settled before the next test resets what loaded (it used to land there)
  await Promise.all([import('../send/createSendPsbt.js'), import('../send/finalizeSignedPsbt.js')])
})

test('behavior: the sign-in message writer loads with the runtime, not with the page', async () => {
  const { bitcoinAdapter } = await import('./bitcoinAdapter.js')
  const window = new EventTarget()
  const adapter = bitcoinAdapter({ window, fetch })
  const teardown = adapter.setup(createTestContext({ networks: [bitcoin] }).ctx)
  register(window, createWallet())
  const data = {
    domain: 'example.com',
    accountAddress: PAYER,
    networkId: bitcoin.caipNetworkId,
    uri: 'https://example.com',
    version: '1',
    nonce: 'n0nce123',
    issuedAt: '2026-01-01T00:00:00.000Z',
  }
  // before a connect: a typed error, and nothing loaded for it
  expect(() => adapter.capabilities.siwx!.createMessage(data)).toThrow(
    expect.objectContaining({ name: 'SiwxMessageUnavailableError' }),
  )
  expect(loaded).toEqual([])
  await adapter.connect({ connectorId: 'walletStandard:Plain', network: bitcoin })
  const message = adapter.capabilities.siwx!.createMessage(data)
  expect(message).toContain('example.com wants you to sign in with your Bitcoin account:')
  expect(message).toContain(PAYER)
  teardown()
})
