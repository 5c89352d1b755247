import type { ChainNamespace } from '../types/caip.js'
import type { KitStorage } from '../types/storage.js'
import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { CONNECTED_NAMESPACES_KEY, CONNECTION_STATUS_KEY } from './keys.js'
import { stringCheck, stringListCheck } from './stringChecks.js'

export type StoredConnectionStatus = 'connected' | 'disconnected'

/**
 * The namespaces stored as connected: empty unless the stored status is 'connected'.
 * Unknown namespaces and corrupt values are ignored.
 */
export function getConnectedNamespaces(storage: KitStorage): ChainNamespace[] {
  // any other value, corrupt ones included, reads as not connected
  if (storage.get(CONNECTION_STATUS_KEY, stringCheck()) !== 'connected') return []
  const namespaces = storage.get(CONNECTED_NAMESPACES_KEY, stringListCheck()) ?? []
  return namespaces.filter(isChainNamespace)
}

/** Stores the connected namespaces and the status they imply. */
export function setConnectedNamespaces(
  storage: KitStorage,
  namespaces: readonly ChainNamespace[],
): void {
  const status: StoredConnectionStatus = namespaces.length ? 'connected' : 'disconnected'
  storage.set(CONNECTION_STATUS_KEY, status)
  if (namespaces.length) storage.set(CONNECTED_NAMESPACES_KEY, namespaces)
  else storage.remove(CONNECTED_NAMESPACES_KEY)
}
