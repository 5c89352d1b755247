import type { AdapterContext } from '@walletport/core'
import {
  startWalletStandardDiscovery,
  type WalletStandardWindow,
} from '../discovery/startWalletStandardDiscovery.js'
import type { SolanaConnectorFactory } from '../solanaAdapter.js'
import { followWalletChanges } from './followWalletChanges.js'
import { getExternalConnectors } from './getExternalConnectors.js'
import { type ConnectorRoute, toConnectorRoutes } from './toConnectorRoutes.js'

export type StartConnectorsParameters = {
  context: AdapterContext
  /** where Wallet Standard wallets announce themselves; the page's `window` by default */
  window?: WalletStandardWindow | undefined
  /** the app's external connectors */
  connectors?: readonly SolanaConnectorFactory[] | undefined
  /** the connectors by id, now and after every change */
  changed(routes: Map<string, ConnectorRoute>): void
}

/**
 * Starts one setup's connectors: Wallet Standard discovery, the external connectors, and
 * the following of both. Returns the stop, which stops the external connectors too.
 */
export function startConnectors({
  context,
  window: target = typeof window === 'undefined' ? undefined : window,
  connectors,
  changed,
}: StartConnectorsParameters): () => void {
  const { log } = context
  const discovery = startWalletStandardDiscovery({ target, log })
  const external = getExternalConnectors(context, connectors)
  const unfollow = followWalletChanges({
    discovery,
    external,
    log,
    changed: () => changed(toConnectorRoutes(discovery.get(), external)),
  })
  return () => {
    unfollow()
    discovery.stop()
    for (const connector of external) {
      try {
        connector.stop?.()
      } catch (error) {
        log.warn(`solana: connector ${connector.id} failed to stop`, error)
      }
    }
  }
}
