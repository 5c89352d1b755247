import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { encodeBase58, solanaDevnet } from '@walletport/core'
import { expect, onTestFinished, test, vi } from 'vitest'
import { createTestContext } from '../test/createTestContext.js'
import * as exports from './index.js'

// every module that must wait for a click records its loading
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('@solana/web3.js', async (importOriginal) => {
  loaded.add('@solana/web3.js')
  return importOriginal()
})
vi.mock('@solana/spl-token', async (importOriginal) => {
  loaded.add('@solana/spl-token')
  return importOriginal()
})
vi.mock('@noble/curves/ed25519.js', async (importOriginal) => {
  loaded.add('@noble/curves')
  return importOriginal()
})
vi.mock('../session/createSolanaSession.js', async (importOriginal) => {
  loaded.add('session')
  return importOriginal()
})
vi.mock('../walletconnect/createSigningRequests.js', async (importOriginal) => {
  loaded.add('walletconnect signing')
  return importOriginal()
})

test('exports', () => {
  expect(Object.keys(exports).sort()).toMatchInlineSnapshot(`
    [
      "InvalidSiwxMessageError",
      "InvalidUnitsError",
      "SolanaRpcError",
      "WALLET_CONNECT_ID",
      "createSiwxMessage",
      "createWalletConnectWallet",
      "formatUnits",
      "getSolanaCluster",
      "getWalletStandardChain",
      "isSolanaAddress",
      "parseUnits",
      "solanaAdapter",
      "verifySiwxMessage",
      "walletConnectConnector",
    ]
  `)
})

test('behavior: importing the package touches no window (SSR)', async () => {
  const global = globalThis as Record<string, unknown>
  let touched = false
  Object.defineProperty(global, 'window', {
    configurable: true,
    get() {
      touched = true
      return undefined
    },
  })
  try {
    vi.resetModules()
    const fresh = await import('./index.js')
    fresh.solanaAdapter()
    expect(touched).toBe(false)
  } finally {
    delete global.window
  }
})

/** a Wallet Standard wallet of plain objects: nothing in it loads a chain library */
function createPlainWallet(): Wallet {
  const publicKey = new Uint8Array(32).fill(7)
  const account = {
    address: encodeBase58(publicKey),
    publicKey,
    chains: ['solana:devnet'] as const,
    features: ['solana:signMessage'] as const,
  }
  let authorized = false
  return {
    version: '1.0.0',
    name: 'Plain Wallet',
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains: ['solana:devnet'],
    get accounts() {
      return authorized ? [account] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (!input?.silent) authorized = true
          return { accounts: authorized ? [account] : [] }
        },
      },
      'standard:events': { version: '1.0.0', on: () => () => {} },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async () => [
          { signedMessage: new Uint8Array(), signature: new Uint8Array(64) },
        ],
      },
    },
  }
}

test('behavior: nothing heavy loads before a click; each part loads on its first use', async () => {
  expect([...loaded]).toEqual([])
  const target = new EventTarget()
  const wallet = createPlainWallet()
  // the wallet loaded first, and answers the app's app-ready
  target.addEventListener('wallet-standard:app-ready', (event) => {
    ;(event as CustomEvent<WindowAppReadyEventAPI>).detail.register(wallet)
  })
  // devnet served by an endpoint that refuses connections: reads fail, after loading
  const network = { ...solanaDevnet, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }
  const adapter = exports.solanaAdapter({ window: target })
  onTestFinished(adapter.setup(createTestContext({ networks: [network] }).ctx))

  // everything the kit does before the first click
  expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['Plain Wallet'])
  expect(adapter.isAddress('So11111111111111111111111111111111111111112')).toBe(true)
  expect(adapter.formatUnits(adapter.parseUnits('1.5', 9), 9)).toBe('1.5')
  await adapter.switchNetwork({ network })
  expect(await adapter.reconnect({ connectorId: 'Unknown', network })).toBe(undefined)
  await expect(adapter.disconnect()).resolves.toBe(undefined)
  expect([...loaded]).toEqual([])

  // the first click loads the session, which is own code
  const { accounts } = await adapter.connect({ connectorId: 'Plain Wallet', network })
  const address = accounts[0]?.address as string
  await expect(adapter.signMessage({ address, message: 'hi' })).resolves.toBe('1'.repeat(64))
  expect([...loaded]).toEqual(['session'])

  // a read over RPC loads web3.js (and nothing of spl-token)
  await expect(adapter.getBalance({ address, network })).rejects.toThrow(
    'Solana RPC request failed',
  )
  expect([...loaded]).toEqual(['session', '@solana/web3.js'])

  // checking a sign-in loads the ed25519 code
  const siwx = adapter.capabilities.siwx
  const data = {
    domain: 'app.example.com',
    uri: 'https://app.example.com',
    version: '1',
    nonce: 'n0nce1234',
    issuedAt: new Date().toISOString(),
    networkId: network.caipNetworkId,
    accountAddress: address,
  }
  const message = siwx?.createMessage(data) ?? ''
  expect(
    await siwx?.verifyMessage({ message, signature: '1'.repeat(64), data, expected: data }),
  ).toBe(false)
  expect([...loaded]).toEqual(['session', '@solana/web3.js', '@noble/curves'])
})
