import type { Wallet } from '@wallet-standard/base'
import { type Connector, ConnectorNotFoundError } from '@walletport/core'
import { atom, readonlyType } from 'nanostores'
import type { ConnectorRoute } from './toConnectorRoutes.js'

/** One adapter's connectors: the store the kit reads, and each one's wallet. */
export function createConnectorList() {
  const $connectors = atom<readonly Connector[]>([])
  let routes = new Map<string, ConnectorRoute>()
  return {
    $connectors: readonlyType($connectors),
    set(next: Map<string, ConnectorRoute>) {
      routes = next
      $connectors.set([...next.values()].map((route) => route.connector))
    },
    has: (connectorId: string) => routes.has(connectorId),
    /** the connector's wallet, a loader's once loaded; ConnectorNotFoundError when unknown */
    async wallet(connectorId: string): Promise<Wallet> {
      const route = routes.get(connectorId)
      if (!route) throw new ConnectorNotFoundError()
      return typeof route.wallet === 'function' ? await route.wallet() : route.wallet
    },
    /** whether the connector still stands for `wallet`; a loader's wallet is one per setup */
    holds(connectorId: string, wallet: Wallet): boolean {
      const route = routes.get(connectorId)
      return !!route && (typeof route.wallet === 'function' || route.wallet === wallet)
    },
  }
}
