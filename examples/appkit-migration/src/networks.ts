import { arbitrum, mainnet, type Network } from '@walletport/core'
import { getDemoConfig } from '../../demo/demoConfig.js'
import { getDemoNetworks } from '../../demo/demoNetworks.js'

/**
 * Docs: /migration/from-appkit. The app's networks: Ethereum and Arbitrum, as the AppKit app
 * had them from `@reown/appkit/networks`; served with the demo's local chains, those instead,
 * so the example runs with no network beyond the machine.
 */
export function getNetworks(): [Network, ...Network[]] {
  const demo = getDemoConfig()
  const [first, ...rest] = demo ? getDemoNetworks(demo) : []
  return first ? [first, ...rest] : [mainnet, arbitrum]
}
