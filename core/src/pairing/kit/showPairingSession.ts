import { batch } from 'nanostores'
import { applyConnected } from '../../kit/applyConnected.js'
import { applyWalletNetwork } from '../../kit/applyWalletNetwork.js'
import { setActiveNetwork } from '../../kit/setActiveNetwork.js'
import type { Kit } from '../../kit/types.js'
import {
  getConnectedNamespaces,
  setConnectedNamespaces,
} from '../../storage/connectedNamespaces.js'
import { setConnectorId } from '../../storage/connectorIds.js'
import type { Connected } from '../../types/adapter.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { Network } from '../../types/network.js'
import type { PairingClient, PairingSession } from '../../types/pairing.js'
import { pairedNamespaces, pairingConnector } from './pairedNamespaces.js'

/** The connector id of a namespace served by the pairing session alone (no adapter). */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'

function findNetwork(networks: readonly Network[], id: string): Network | undefined {
  return networks.find((n) => n.caipNetworkId === id || n.deprecatedCaipNetworkId === id)
}

/**
 * Connects each namespace `session` covers, and makes one with an account the active
 * namespace if the active one has none.
 */
export async function showPairingSession(
  kit: Kit,
  client: PairingClient,
  session: PairingSession,
): Promise<void> {
  const { chains, connections } = kit._internal
  const covered = pairedNamespaces(kit).filter((n) => session.namespaces[n])
  // each namespace shows as soon as its own adapter took the session
  const shown = await Promise.all(
    covered.map(async (namespace) => {
      const connected = await readNamespace(kit, client, session, namespace)
      if (connected) showNamespace(kit, session, namespace, connected)
      return connected !== undefined
    }),
  )
  const first = covered.find((_, index) => shown[index])
  const network = first && chains.get(first)?.activeNetwork
  // the active namespace should be one with an account
  if (network && connections.get(chains.$activeNamespace.get()).status !== 'connected')
    setActiveNetwork(kit, network)
}

/** what the session connects in `namespace`: through its adapter, or from the session alone */
async function readNamespace(
  kit: Kit,
  client: PairingClient,
  session: PairingSession,
  namespace: ChainNamespace,
): Promise<Connected | undefined> {
  const entry = session.namespaces[namespace]
  const chain = kit._internal.chains.get(namespace)
  if (!entry || !chain) return undefined
  const adapter = kit._internal.adapters.get(namespace)
  let connected: Connected | undefined = {
    connectorId: WALLET_CONNECT_CONNECTOR_ID,
    accounts: entry.accounts,
    networkId: entry.activeNetworkId,
    provider: client.getProvider(namespace),
  }
  if (adapter) {
    // the adapter reads its accounts from the session and sends its requests through it
    const connector = pairingConnector(kit, namespace)
    const network = findNetwork(chain.networks, entry.activeNetworkId) ?? chain.activeNetwork
    connected = undefined
    try {
      if (connector) connected = await adapter.reconnect({ connectorId: connector.id, network })
    } catch (error) {
      kit.log.warn(`pairing: the ${namespace} adapter did not take the session`, error)
    }
  }
  // the session may have ended while the adapter read it
  if (!connected?.accounts.length || client.$session.get()?.topic !== session.topic)
    return undefined
  return connected
}

/** the kit's state for one namespace the session connected */
function showNamespace(
  kit: Kit,
  session: PairingSession,
  namespace: ChainNamespace,
  connected: Connected,
): void {
  const { chains, connections, adapters } = kit._internal
  const entry = session.namespaces[namespace]
  const chain = chains.get(namespace)
  if (!entry || !chain) return
  const approved = entry.chains.map((id) => findNetwork(chain.networks, id)?.caipNetworkId ?? id)
  const [icon] = session.peer.icons
  const { connectorId, accounts, networkId, provider } = connected
  const adapter = adapters.get(namespace)
  batch(() => {
    if (adapter) applyConnected(kit, namespace, connected, { activate: false })
    else {
      // what applyConnected does, with the connector type it cannot find without a connector:
      // set before the network, whose unsupported rule excepts basic pairing
      connections.update(namespace, {
        status: 'connected',
        connectorId,
        connectorType: 'WALLET_CONNECT',
        provider,
        wcError: false,
      })
      chains.updateAccount(namespace, { address: accounts[0]?.address, allAccounts: accounts })
      applyWalletNetwork(kit, namespace, networkId)
    }
    chains.patch(namespace, { approvedNetworkIds: [...new Set(approved)] })
    // the wallet on the other end, not the protocol, is what the account shows
    chains.updateAccount(namespace, {
      connectedWalletInfo: { name: session.peer.name, ...(icon && { icon }) },
    })
  })
  if (!adapter) {
    setConnectorId(kit.storage, namespace, connectorId)
    setConnectedNamespaces(kit.storage, [
      ...new Set([...getConnectedNamespaces(kit.storage), namespace]),
    ])
  }
}
