import type { Kit } from '../../kit/types.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { Connector } from '../../types/connector.js'

/** the WALLET_CONNECT connector of a namespace's adapter, if it has one */
export function pairingConnector(kit: Kit, namespace: ChainNamespace): Connector | undefined {
  return kit._internal.adapters
    .get(namespace)
    ?.$connectors.get()
    .find((c) => c.type === 'WALLET_CONNECT')
}

/** The namespaces a session serves: each without an adapter, and each whose adapter pairs. */
export function pairedNamespaces(kit: Kit): ChainNamespace[] {
  const { chains, adapters } = kit._internal
  return chains.namespaces.filter((n) => !adapters.has(n) || pairingConnector(kit, n))
}
