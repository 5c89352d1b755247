import { createWagmiConfig, wagmiAdapter } from '@walletport/adapters-wagmi'
import { createKit, type Kit } from '@walletport/core'
import type { Config } from 'wagmi'
import type { DemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'

/**
 * One list of networks for both sides: the wagmi config is made from the kit's networks, and
 * the kit's EVM adapter is that config, so wagmi's hooks and the modal share one connection.
 */
export function createApp(demo: DemoConfig): { config: Config; kit: Kit } {
  const networks = getDemoNetworks(demo)
  // no connectors listed: wagmi finds the demo wallet over EIP-6963 like any extension
  const config = createWagmiConfig({ networks, pollingInterval: 500 })
  const kit = createKit({
    networks,
    adapters: [wagmiAdapter({ config })],
    metadata: {
      name: 'Walletport with wagmi',
      description: 'wagmi hooks next to the Walletport modal',
      url: window.location.origin,
    },
  })
  return { config, kit }
}
