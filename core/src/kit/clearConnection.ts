import { batch } from 'nanostores'
import { getConnectedNamespaces, setConnectedNamespaces } from '../storage/connectedNamespaces.js'
import { setConnectorId } from '../storage/connectorIds.js'
import { SOCIAL_PROVIDER_KEY } from '../storage/keys.js'
import type { ChainNamespace } from '../types/caip.js'
import { setActiveNetwork } from './setActiveNetwork.js'
import type { Kit } from './types.js'

/**
 * Forgets a namespace's connection: provider, account, user and social provider, its
 * connector id and its place in the connected-namespace record. When the active namespace
 * goes, another connected one (if any) becomes active.
 */
export function clearConnection(kit: Kit, namespace: ChainNamespace): void {
  const { connections, chains } = kit._internal
  batch(() => {
    connections.reset(namespace)
    chains.resetAccount(namespace)
    if (chains.$activeNamespace.get() === namespace) {
      const other = chains.namespaces.find((n) => connections.get(n).status === 'connected')
      const network = other && chains.get(other)?.activeNetwork
      if (network) setActiveNetwork(kit, network)
    }
  })
  setConnectorId(kit.storage, namespace, undefined)
  setConnectedNamespaces(
    kit.storage,
    getConnectedNamespaces(kit.storage).filter((n) => n !== namespace),
  )
  kit.storage.remove(SOCIAL_PROVIDER_KEY)
}
