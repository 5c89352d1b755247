import {
  type Config,
  type CreateConnectorFn,
  createConfig,
  createStorage,
  mock,
  noopStorage,
} from '@wagmi/core'
import { toViemChain } from '@walletport/adapters-evm/utils'
import {
  createKit,
  createMemoryDriver,
  destroyKit,
  type Kit,
  type KitOptions,
  type Network,
  type StorageDriver,
} from '@walletport/core'
import { type Chain, http } from 'viem'
// the EVM adapter's anvil and dev accounts: the same real node and keys as its tests
import { type Anvil, startAnvil } from '../../../adapters-evm/src/test/anvil.js'
import { localNetwork } from '../../../adapters-evm/src/test/createTestBed.js'
import { devAccount } from '../../../adapters-evm/src/test/devAccounts.js'
import { type WagmiAdapter, type WagmiAdapterOptions, wagmiAdapter } from '../wagmiAdapter.js'

export const ACCOUNT = devAccount(0).address
export const OTHER_ACCOUNT = devAccount(1).address

export type WagmiBed = {
  anvils: readonly [Anvil, Anvil]
  networks: readonly [Network, Network]
  /** a wagmi config on both nodes with the given connectors, and a kit on its adapter */
  make(p?: {
    connectors?: readonly CreateConnectorFn[]
    /** the chains wagmi serves; both networks by default */
    chains?: readonly Network[]
    driver?: StorageDriver
    /** more adapter options (tokens, reconnectWait) */
    adapter?: Omit<WagmiAdapterOptions, 'config'>
    /** more kit options (siwx, dataSource) */
    kit?: Partial<KitOptions>
  }): { config: Config; adapter: WagmiAdapter; kit: Kit }
  stop(): Promise<void>
}

/** wagmi's mock connector as the app's only wallet: dev accounts 0 and 1, restorable */
export const mockWallet = () =>
  mock({ accounts: [ACCOUNT, OTHER_ACCOUNT], features: { reconnect: true } })

/** Two anvil nodes (chains 31337 and 31338), and kits on real wagmi configs against them. */
export async function createWagmiBed(): Promise<WagmiBed> {
  const anvils = [
    await startAnvil({ chainId: 31337 }),
    await startAnvil({ chainId: 31338 }),
  ] as const
  const networks = [
    localNetwork({ chainId: 31337, rpcUrl: anvils[0].rpcUrl, name: 'Local A' }),
    localNetwork({ chainId: 31338, rpcUrl: anvils[1].rpcUrl, name: 'Local B' }),
  ] as const
  const kits: Kit[] = []
  return {
    anvils,
    networks,
    make({
      connectors = [mockWallet()],
      chains = networks,
      driver = createMemoryDriver(),
      adapter: adapterOptions = {},
      kit: kitOptions = {},
    } = {}) {
      const viemChains = chains.map((n) => toViemChain(n, { multicall3: null })) as [
        Chain,
        ...Chain[],
      ]
      const config = createConfig({
        chains: viemChains,
        connectors: [...connectors],
        transports: Object.fromEntries(
          chains.map((n) => [Number(n.id), http(n.rpcUrls.default.http[0])]),
        ),
        storage: createStorage({ storage: noopStorage }),
        multiInjectedProviderDiscovery: false,
        pollingInterval: 50,
      })
      const adapter = wagmiAdapter({ ...adapterOptions, config })
      const kit = createKit({
        ...kitOptions,
        networks,
        adapters: [adapter],
        storage: driver,
        isMobile: false,
        logLevel: 'silent',
      })
      kits.push(kit)
      return { config, adapter, kit }
    },
    async stop() {
      for (const kit of kits) destroyKit(kit)
      await Promise.all(anvils.map((a) => a.stop()))
    },
  }
}
