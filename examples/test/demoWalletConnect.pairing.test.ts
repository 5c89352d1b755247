// @vitest-environment happy-dom
import { bitcoinAdapter, bitcoinRegtest, encodeSegwitAddress } from '@walletport/adapters-bitcoin'
import { evmAdapter } from '@walletport/adapters-evm'
import { solanaAdapter } from '@walletport/adapters-solana'
import {
  type ChainAdapter,
  type ChainNamespace,
  connectWalletConnect,
  createKit,
  createMemoryDriver,
  destroyKit,
  type Kit,
} from '@walletport/core'
import {
  createTestWallet,
  SOLANA_ADDRESS,
  startAnvil,
  startRelay,
  stayOffline,
  TEST_METADATA,
  TEST_PROJECT_ID,
  type TestAnvil,
  type TestRelay,
  type TestWallet,
  testNetworks,
  waitFor,
} from '@walletport/core/test'
import { walletConnect } from '@walletport/core/walletconnect'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

// the dapp side on WalletConnect's Node build: under a DOM environment Vitest hands Node the
// bundler-only ESM build, whose default imports of CJS packages are no constructors (a
// bundler, as in the demo, resolves them); the code under test is the same
const universal = vi.hoisted(async () => {
  const { createRequire } = await import('node:module')
  const fromCore = createRequire(
    createRequire(import.meta.url).resolve('@walletport/core/package.json'),
  )
  const cjs = fromCore.resolve('@walletconnect/universal-provider')
  return { esm: cjs.replace(/index\.cjs$/, 'index.js'), load: () => fromCore(cjs) as object }
})
vi.mock((await universal).esm, async () => (await universal).load())

// a page with no wallet at all (happy-dom's window, no `ethereum`, no Wallet Standard
// wallet), a kit with one, two or three adapters, and the real wallet side over a local relay:
// one pairing must propose, and connect, every configured namespace
const BITCOIN_ADDRESS = encodeSegwitAddress('bcrt', 0, new Uint8Array(20).fill(7))

let offline: ReturnType<typeof stayOffline>
let relay: TestRelay
let anvil: TestAnvil
let wallet: TestWallet
const kits: Kit[] = []

beforeAll(async () => {
  offline = stayOffline()
  ;[relay, anvil] = await Promise.all([startRelay(), startAnvil()])
  wallet = await createTestWallet({
    relayUrl: relay.url,
    anvilUrl: anvil.url,
    name: 'everywhere-wallet',
    eip155Chains: ['eip155:31337'],
    solanaChains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    bip122: { chains: [bitcoinRegtest.caipNetworkId], address: BITCOIN_ADDRESS },
  })
})

afterAll(async () => {
  for (const kit of kits) destroyKit(kit)
  await wallet?.close()
  await Promise.all([relay?.close(), anvil?.stop()])
  offline.restore()
  expect(offline.attempts).toEqual([])
})

const ADAPTERS: Record<ChainNamespace, () => ChainAdapter> = {
  eip155: () => evmAdapter({ pollingInterval: 50 }),
  solana: () => solanaAdapter(),
  bip122: () => bitcoinAdapter(),
}

function newKit(namespaces: readonly ChainNamespace[]) {
  const networks = [
    ...testNetworks(anvil.url).slice(0, 1),
    testNetworks(anvil.url)[2]!,
    bitcoinRegtest,
  ]
  const kit = createKit({
    networks: networks.filter((n) => namespaces.includes(n.chainNamespace)),
    adapters: namespaces.map((n) => ADAPTERS[n]()),
    projectId: TEST_PROJECT_ID,
    metadata: TEST_METADATA,
    storage: createMemoryDriver(),
    isMobile: true,
    logLevel: 'silent',
    walletConnect: walletConnect({
      relayUrl: relay.url,
      name: `everywhere-${namespaces.join('-')}`,
    }),
  })
  kits.push(kit)
  return kit
}

const ADDRESSES = {
  eip155: () => wallet.account.address,
  solana: () => SOLANA_ADDRESS,
  bip122: () => BITCOIN_ADDRESS,
}

describe.each([[['eip155']], [['eip155', 'solana']], [['eip155', 'solana', 'bip122']]] as const)(
  'a page with no wallet, adapters %j',
  (namespaces) => {
    test('behavior: each adapter lists its pairing connector, and one pairing connects them all', async () => {
      expect('ethereum' in window).toBe(false)
      const kit = newKit(namespaces)
      const listed = kit.$connectors.get().filter((c) => c.type === 'WALLET_CONNECT')
      expect(listed.map((c) => c.chain)).toEqual(namespaces)
      await kit.ready
      const pairing = connectWalletConnect(kit)
      await waitFor(() => Boolean(kit.$connections.get()[namespaces[0]]?.wcUri), 5_000, 'the URI')
      const uri = kit.$connections.get()[namespaces[0]]!.wcUri!
      // one URI for every namespace
      for (const namespace of namespaces) expect(kit.$connections.get()[namespace]?.wcUri).toBe(uri)
      await wallet.pair(uri)
      const { session, namespaces: connected } = await pairing
      expect(Object.keys(session.namespaces).sort()).toEqual([...namespaces].sort())
      expect([...connected].sort()).toEqual([...namespaces].sort())
      for (const namespace of namespaces) {
        expect(kit.$connections.get()[namespace]).toMatchObject({
          status: 'connected',
          connectorType: 'WALLET_CONNECT',
        })
        expect(kit.$chains.get()[namespace]?.account.address).toBe(ADDRESSES[namespace]())
      }
    })
  },
)
