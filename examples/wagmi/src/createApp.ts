import { createWagmiConfig, wagmiAdapter } from '@walletport/adapters-wagmi'
import { createKit, type Kit } from '@walletport/core'
import type { Config } from 'wagmi'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'

/** the demo tokens, read over RPC by the adapter: the same addresses on every demo chain */
function demoTokens(demo: DemoConfig): Record<number, readonly string[]> {
  const { contracts } = demo
  if (!contracts) return {}
  return Object.fromEntries(demo.chains.map((chain) => [chain.id, [contracts.usdc, contracts.dai]]))
}

/**
 * One list of networks for both sides: the wagmi config is made from the kit's networks, and
 * the kit's EVM adapter is that config, so wagmi's hooks and the modal share one connection.
 */
export function createApp(demo: DemoConfig): { config: Config; kit: Kit } {
  const networks = getDemoNetworks(demo)
  // no connectors listed: wagmi finds the demo wallet over EIP-6963 like any extension
  const config = createWagmiConfig({
    networks,
    pollingInterval: 500,
    // the demo's anvil nodes have no Multicall3: token balances are read deployless
    contracts: Object.fromEntries(demo.chains.map((chain) => [chain.id, { multicall3: null }])),
  })
  const kit = createKit({
    networks,
    adapters: [wagmiAdapter({ config, tokens: demoTokens(demo) })],
    metadata: {
      name: 'Walletport with wagmi',
      description: 'wagmi hooks next to the Walletport modal',
      url: window.location.origin,
    },
  })
  return { config, kit }
}
