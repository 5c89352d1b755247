import type { PairingClient, PairingSession } from '@walletport/core'
import { solana } from '@walletport/core'
import { atom } from 'nanostores'
import { expect, onTestFinished, test, vi } from 'vitest'
import { solanaAdapter } from './solanaAdapter.js'
import { createTestContext } from './test/createTestContext.js'
import { createFakeWindow, registerTestWallet, TestWallet } from './test/testWallet.js'

// the adapter module alone (the package's index also exports these parts for direct use):
// every module that must wait for a connect records its loading
const loaded = vi.hoisted(() => new Set<string>())
vi.mock('./session/createSolanaSession.js', async (importOriginal) => {
  loaded.add('session')
  return importOriginal()
})
vi.mock('./siwx/createSiwxMessage.js', async (importOriginal) => {
  loaded.add('sign-in message')
  return importOriginal()
})
vi.mock('./walletconnect/createWalletConnectWallet.js', async (importOriginal) => {
  loaded.add('walletconnect wallet')
  return importOriginal()
})
vi.mock('./utils/getWalletStandardChain.js', async (importOriginal) => {
  loaded.add('cluster names')
  return importOriginal()
})

const ADDRESS = 'So11111111111111111111111111111111111111112'

/** a kit's pairing with a restored session that shares one solana account */
function createPairing(): PairingClient {
  const session: PairingSession = {
    topic: 'topic',
    expiry: Date.now() + 60_000,
    peer: { name: 'Phone', description: '', url: 'https://wallet.example', icons: [] },
    namespaces: {
      solana: {
        namespace: 'solana',
        accounts: [{ namespace: 'solana', address: ADDRESS, type: 'eoa' }],
        caipAddresses: [`${solana.caipNetworkId}:${ADDRESS}`],
        chains: [solana.caipNetworkId],
        methods: ['solana_signMessage'],
        events: [],
        activeNetworkId: solana.caipNetworkId,
      },
    },
  }
  // only what the WalletConnect wallet reads of a restored session
  return {
    $session: atom(session),
    restore: async () => session,
    subscribe: () => () => {},
  } as Partial<PairingClient> as PairingClient
}

const signIn = {
  domain: 'app.example.com',
  uri: 'https://app.example.com',
  version: '1',
  nonce: 'n0nce1234',
  issuedAt: '2026-01-01T00:00:00.000Z',
  networkId: solana.caipNetworkId,
  accountAddress: ADDRESS,
}

test('behavior: before a connect, neither the session, the WalletConnect wallet nor the sign-in message code loads', async () => {
  expect([...loaded]).toEqual([])
  const window = createFakeWindow()
  registerTestWallet(new TestWallet(), window)
  const { ctx } = createTestContext({ networks: [solana] })
  // one kit with a WalletConnect pairing, one without
  const paired = solanaAdapter({ window })
  onTestFinished(paired.setup({ ...ctx, pairing: createPairing() }))
  const plain = solanaAdapter({ window })
  onTestFinished(plain.setup(createTestContext({ networks: [solana] }).ctx))

  // the WalletConnect connector is listed at once, only with a pairing
  expect(paired.$connectors.get().map(({ id, type }) => [id, type])).toEqual([
    ['Test Wallet', 'ANNOUNCED'],
    ['walletConnect', 'WALLET_CONNECT'],
  ])
  expect(plain.$connectors.get().map((c) => c.id)).toEqual(['Test Wallet'])
  // what the kit does before the first click
  await paired.switchNetwork({ network: solana })
  expect(await paired.reconnect({ connectorId: 'Unknown', network: solana })).toBe(undefined)
  // the message is written once connected: asked before, it says so
  expect(() => paired.capabilities.siwx?.createMessage(signIn)).toThrow(
    'No ActiveCaipAddress found',
  )
  expect([...loaded]).toEqual([])

  // connecting an announced wallet loads the session and the message code, no WalletConnect
  await plain.connect({ connectorId: 'Test Wallet', network: solana })
  expect([...loaded].sort()).toEqual(['cluster names', 'session', 'sign-in message'])
  expect(plain.capabilities.siwx?.createMessage(signIn)).toContain(`${ADDRESS}\n`)

  // a restore through the pairing loads the WalletConnect wallet
  const restored = await paired.reconnect({ connectorId: 'walletConnect', network: solana })
  expect(restored?.accounts).toEqual([{ namespace: 'solana', address: ADDRESS, type: 'eoa' }])
  expect(loaded).toContain('walletconnect wallet')
  expect(paired.capabilities.siwx?.createMessage(signIn)).toBe(
    plain.capabilities.siwx?.createMessage(signIn),
  )
})
