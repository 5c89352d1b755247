import { batch } from 'nanostores'
import { applyConnected } from '../kit/applyConnected.js'
import { applyWalletNetwork } from '../kit/applyWalletNetwork.js'
import { clearConnection } from '../kit/clearConnection.js'
import { getConnectionLanes } from '../kit/createConnectionLanes.js'
import type { Kit } from '../kit/types.js'
import type { AdapterContext } from '../types/adapter.js'
import type { ChainNamespace } from '../types/caip.js'

/**
 * The context the kit hands the adapter of one namespace. Reports from a connector other
 * than the namespace's current one are ignored. An empty account list is a disconnect, and
 * the end of a pairing session resets every namespace it connected.
 */
export function createAdapterContext(kit: Kit, namespace: ChainNamespace): AdapterContext {
  const { connections, chains } = kit._internal
  const lanes = getConnectionLanes(kit)
  // a report counts only for the connector the namespace is connected with
  const isCurrent = (connectorId: string) =>
    connections.get(namespace).status === 'connected' &&
    connections.get(namespace).connectorId === connectorId
  function end() {
    const pairing = connections.get(namespace).connectorType === 'WALLET_CONNECT'
    batch(() => {
      for (const n of chains.namespaces)
        if (n === namespace || (pairing && connections.get(n).connectorType === 'WALLET_CONNECT'))
          clearConnection(kit, n)
    })
  }
  return {
    networks: chains.get(namespace)?.networks ?? [],
    storage: kit.storage,
    projectId: kit.options.projectId,
    dataSource: kit.options.dataSource,
    log: kit.log,
    pairing: kit._internal.pairing?.client,
    embedded: kit._internal.embedded?.adapter(namespace),
    // while an action of the namespace is in flight its outcome is written first, and the
    // wallet's reports after it, in order: a report must not be overwritten by an older result
    accountsChanged({ connectorId, accounts }) {
      lanes.report(namespace, () => {
        if (!isCurrent(connectorId)) return
        const [account] = accounts
        if (!account) return end()
        const networkId =
          connections.get(namespace).networkId ?? chains.get(namespace)?.activeNetwork.caipNetworkId
        const changed = chains.get(namespace)?.account.address !== account.address
        chains.updateAccount(namespace, {
          address: account.address,
          allAccounts: accounts,
          ...(networkId && { caipAddress: `${networkId}:${account.address}` }),
          // another address: what was read for the old one no longer applies
          ...(changed && {
            balance: undefined,
            balanceSymbol: undefined,
            tokenBalance: [],
            profileName: undefined,
            profileImage: undefined,
          }),
        })
      })
    },
    networkChanged({ connectorId, networkId }) {
      lanes.report(namespace, () => {
        if (isCurrent(connectorId)) applyWalletNetwork(kit, namespace, networkId)
      })
    },
    disconnected({ connectorId }) {
      lanes.report(namespace, () => {
        if (isCurrent(connectorId)) end()
      })
    },
    connected(connected) {
      lanes.report(namespace, () => {
        // the kit's own connect or reconnect records its result itself
        if (connections.get(namespace).status === 'connecting') return
        const activate = connections.get(chains.$activeNamespace.get()).status !== 'connected'
        applyConnected(kit, namespace, connected, { activate })
      })
    },
  }
}
