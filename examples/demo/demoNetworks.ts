import { defineNetwork, type Network } from '@walletport/core'
import { type DemoConfig, getListedChains } from './demoConfig.js'

/** The app's networks for the listed demo chains: local anvil nodes, marked as testnets. */
export function getDemoNetworks(config: DemoConfig): Network[] {
  return getListedChains(config).map((chain) =>
    defineNetwork({
      id: chain.id,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: chain.rpcUrl ? [chain.rpcUrl] : [] } },
      // a testnet: the kit reads no names or avatars for it, so nothing leaves the machine
      testnet: true,
      chainNamespace: 'eip155',
      caipNetworkId: `eip155:${chain.id}`,
    }),
  )
}
