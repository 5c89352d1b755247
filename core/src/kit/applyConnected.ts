import { batch } from 'nanostores'
import { setActiveNetworkId } from '../storage/activeNetworkId.js'
import { getConnectedNamespaces, setConnectedNamespaces } from '../storage/connectedNamespaces.js'
import { setConnectorId } from '../storage/connectorIds.js'
import type { Connected } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'
import { applyWalletNetwork } from './applyWalletNetwork.js'
import type { Kit } from './types.js'

/**
 * Records a successful connect or reconnect: connection, account, the wallet's network, and
 * what storage needs to reconnect on the next visit. `activate` makes the namespace active.
 */
export function applyConnected(
  kit: Kit,
  namespace: ChainNamespace,
  connected: Connected,
  { activate }: { activate: boolean },
): void {
  const { connections, chains } = kit._internal
  const [account] = connected.accounts
  if (!account) return
  const connector = kit.$connectors
    .get()
    .find((c) => c.id === connected.connectorId && c.chain === namespace)
  batch(() => {
    connections.update(namespace, {
      status: 'connected',
      connectorId: connected.connectorId,
      connectorType: connector?.type,
      provider: connected.provider,
      wcError: false,
    })
    chains.updateAccount(namespace, {
      address: account.address,
      allAccounts: connected.accounts,
      connectedWalletInfo: connector && { name: connector.name, icon: connector.imageUrl },
    })
    if (activate) chains.setActiveNamespace(namespace)
    applyWalletNetwork(kit, namespace, connected.networkId)
  })
  // the active namespace's network is stored even when the wallet is on an unlisted one
  const shown = kit._internal.chains.get(namespace)?.activeNetwork.caipNetworkId
  if (activate && shown) setActiveNetworkId(kit.storage, shown)
  setConnectorId(kit.storage, namespace, connected.connectorId)
  setConnectedNamespaces(kit.storage, [
    ...new Set([...getConnectedNamespaces(kit.storage), namespace]),
  ])
}
