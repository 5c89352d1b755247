import { applyConnected } from '../kit/applyConnected.js'
import { clearConnection } from '../kit/clearConnection.js'
import { getConnectionLanes } from '../kit/createConnectionLanes.js'
import { setActiveNetwork } from '../kit/setActiveNetwork.js'
import type { Kit } from '../kit/types.js'
import { getConnectedNamespaces } from '../storage/connectedNamespaces.js'
import { getConnectorId } from '../storage/connectorIds.js'
import type { Connected } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'

export type ReconnectParameters = {
  /** the namespaces to re-sync; by default those stored as connected */
  namespaces?: readonly ChainNamespace[]
}
export type ReconnectReturnType = (Connected & { namespace: ChainNamespace })[]
/** a connector that fails to reconnect is logged and skipped: reconnect itself does not throw */
export type ReconnectErrorType = never

async function reconnectNamespace(kit: Kit, namespace: ChainNamespace, isCurrent: () => boolean) {
  const { adapters, connections, chains } = kit._internal
  const adapter = adapters.get(namespace)
  const network = chains.get(namespace)?.activeNetwork
  if (!adapter || !network) return undefined
  const status = connections.get(namespace).status
  connections.update(namespace, { status: status === 'connected' ? 'reconnecting' : 'connecting' })
  // the connector used last goes first, then every other one the adapter knows
  const recent = getConnectorId(kit.storage, namespace)
  const ids = [
    ...new Set([
      ...(recent ? [recent] : []),
      ...adapter.$connectors.get().map((connector) => connector.id),
    ]),
  ]
  for (const connectorId of ids) {
    try {
      const connected = await adapter.reconnect({ connectorId, network })
      // overtaken by a disconnect: that one's outcome stands
      if (!isCurrent()) return undefined
      if (connected?.accounts.length) {
        applyConnected(kit, namespace, connected, { activate: false })
        return { ...connected, namespace }
      }
    } catch (error) {
      if (!isCurrent()) return undefined
      kit.log.warn(`reconnect: ${namespace} connector ${connectorId} failed`, error)
    }
  }
  clearConnection(kit, namespace)
  return undefined
}

/**
 * Docs: /core/actions/reconnect. Re-syncs stored connections, trying the recent connector
 * first: a namespace ends connected if any authorised connector reconnects, else disconnected.
 */
export async function reconnect(
  kit: Kit,
  { namespaces }: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  const { adapters, chains, connections } = kit._internal
  const targets = (namespaces ?? getConnectedNamespaces(kit.storage)).filter((n) => adapters.has(n))
  const lanes = getConnectionLanes(kit)
  const results = await Promise.all(
    targets.map((n) =>
      lanes
        .run([n], (isCurrent) => reconnectNamespace(kit, n, isCurrent))
        // called off by a disconnect: nothing to re-sync
        .catch(() => undefined),
    ),
  )
  const connected = results.filter((r) => r !== undefined)
  // the active namespace should be one with an account when there is one
  const first = connected[0]
  const active = chains.$activeNamespace.get()
  const network = first && chains.get(first.namespace)?.activeNetwork
  if (
    network &&
    first &&
    connections.get(first.namespace).status === 'connected' &&
    connections.get(active).status !== 'connected'
  )
    setActiveNetwork(kit, network)
  return connected
}
