import { defineNetwork, type Network } from '@walletport/core'
import type { LocalAccount } from 'viem'
import { type EvmAdapter, type EvmAdapterOptions, evmAdapter } from '../evmAdapter.js'
import { type Anvil, startAnvil } from './anvil.js'
import { createFakeWindow, type FakeWindow, TEST_ICON } from './createFakeWindow.js'
import { createRpcProxy, type RpcProxy } from './createRpcProxy.js'
import { createTestContext, type TestContext } from './createTestContext.js'
import { createTestWallet, type TestWallet } from './createTestWallet.js'
import { devAccount } from './devAccounts.js'

export const WALLET_RDNS = 'org.walletport.testwallet'

/** A kit network for a local node; `testnet: false` so identity and names apply. */
export function localNetwork({
  chainId,
  rpcUrl,
  testnet = false,
  name = `Local ${chainId}`,
}: {
  chainId: number
  rpcUrl: string
  testnet?: boolean
  name?: string
}): Network {
  return defineNetwork({
    id: chainId,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
    blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1' } },
    testnet,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${chainId}`,
  })
}

export type TestBed = {
  anvil: Anvil
  /** set when the bed was asked for one: the network's RPC URL then points at it */
  proxy: RpcProxy | undefined
  network: Network
  wallet: TestWallet
  window: FakeWindow
  test: TestContext
  adapter: EvmAdapter
  teardown: () => void
  /** a fresh adapter on the same window and storage, as after a page reload */
  reload(): { adapter: EvmAdapter; test: TestContext; teardown: () => void }
  stop(): Promise<void>
}

/**
 * anvil on a fresh port, a wallet (a dev account behind EIP-1193) announced over EIP-6963 on
 * a fake window, and an adapter set up with a recording context. Polling is 50 ms.
 */
export async function createTestBed({
  chainId = 31337,
  account = devAccount(0),
  options = {},
  networks: extraNetworks = [],
  proxy: withProxy = false,
}: {
  chainId?: number
  account?: LocalAccount
  options?: EvmAdapterOptions
  networks?: readonly Network[]
  /** put a request-counting HTTP proxy between the adapter and anvil */
  proxy?: boolean
} = {}): Promise<TestBed> {
  const anvil = await startAnvil({ chainId })
  const proxy = withProxy ? await createRpcProxy(anvil.rpcUrl) : undefined
  const network = localNetwork({ chainId, rpcUrl: proxy?.url ?? anvil.rpcUrl })
  const wallet = createTestWallet({ account, chains: { [chainId]: anvil.rpcUrl }, chainId })
  const window = createFakeWindow()
  window.announce({
    info: { uuid: crypto.randomUUID(), name: 'Test Wallet', icon: TEST_ICON, rdns: WALLET_RDNS },
    provider: wallet.provider,
  })
  const networks = [network, ...extraNetworks]
  const make = (test: TestContext) => {
    const adapter = evmAdapter({ window, pollingInterval: 50, ...options })
    const teardown = adapter.setup(test.ctx)
    return { adapter, test, teardown }
  }
  const first = make(createTestContext({ networks }))
  return {
    anvil,
    proxy,
    network,
    wallet,
    window,
    ...first,
    reload: () => make(createTestContext({ networks, driver: first.test.driver })),
    async stop() {
      first.teardown()
      await proxy?.close()
      await anvil.stop()
    },
  }
}
