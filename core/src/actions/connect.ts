import { batch } from 'nanostores'
import type { BaseErrorType } from '../errors/base.js'
import {
  ConnectorNotFoundError,
  type ConnectorNotFoundErrorType,
  type ConnectTimeoutErrorType,
  NetworkNotFoundError,
  type NetworkNotFoundErrorType,
} from '../errors/kit.js'
import type { NamespaceNotConfiguredErrorType } from '../errors/namespaceConfig.js'
import { NamespaceNotConfiguredError } from '../errors/namespaceConfig.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import { applyConnected } from '../kit/applyConnected.js'
import { applyWalletNetwork } from '../kit/applyWalletNetwork.js'
import { calledOff, getConnectionLanes } from '../kit/createConnectionLanes.js'
import { getErrorMessage } from '../kit/getErrorMessage.js'
import type { Kit } from '../kit/types.js'
import { withTimeout } from '../kit/withTimeout.js'
import { addRecentWallet } from '../storage/recentWallets.js'
import type { ConnectionState } from '../stores/createConnectionState.js'
import type { Connected } from '../types/adapter.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Connector } from '../types/connector.js'

export type ConnectParameters = {
  connectorId: string
  /** needed only when several namespaces have a connector with this id */
  namespace?: ChainNamespace
  /** a configured network to connect on; the namespace's active network by default */
  networkId?: CaipNetworkId
  /** gives up after this many ms with ConnectTimeoutError; no limit by default */
  timeout?: number
}
export type ConnectReturnType = Connected & { namespace: ChainNamespace }
export type ConnectErrorType =
  | ConnectorNotFoundErrorType
  | NamespaceNotConfiguredErrorType
  | NetworkNotFoundErrorType
  | ConnectTimeoutErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/** a namespace's connection as the pairing session left it */
function readConnected(kit: Kit, namespace: ChainNamespace): Connected {
  const { connectorId, networkId, provider, status } = kit._internal.connections.get(namespace)
  const accounts = kit._internal.chains.get(namespace)?.account.allAccounts ?? []
  if (status !== 'connected' || !connectorId || !networkId)
    throw new ConnectorNotFoundError({
      details: `The wallet approved no ${namespace} account the kit can use`,
    })
  return { connectorId, accounts, networkId, provider }
}

function getMethod(kit: Kit, connector: Connector): string {
  if (connector.type === 'AUTH') return 'email'
  if (connector.type === 'WALLET_CONNECT') return kit.isMobile ? 'mobile' : 'qrcode'
  return 'browser'
}

// the connector, its namespace and adapter, and the network to connect on
function resolveTarget(kit: Kit, p: ConnectParameters) {
  const connector = kit.$connectors
    .get()
    .find((c) => c.id === p.connectorId && (!p.namespace || c.chain === p.namespace))
  const namespace = p.namespace ?? connector?.chain
  const adapter = namespace && kit._internal.adapters.get(namespace)
  if (namespace && !adapter) throw new NamespaceNotConfiguredError({ namespace })
  if (!connector || !namespace || !adapter)
    throw new ConnectorNotFoundError({ metaMessages: [`Connector id: ${p.connectorId}`] })
  const chain = kit._internal.chains.get(namespace)
  const network = p.networkId
    ? chain?.networks.find((n) => n.caipNetworkId === p.networkId)
    : chain?.activeNetwork
  if (!network) throw new NetworkNotFoundError({ metaMessages: [`Network id: ${p.networkId}`] })
  // a pairing connector pairs every namespace the kit serves over WalletConnect at once
  const pairing = connector.type === 'WALLET_CONNECT' ? kit._internal.pairing : undefined
  return { connector, namespace, adapter, network, pairing }
}

type Target = ReturnType<typeof resolveTarget>

// shows the connection, remembers the wallet and records CONNECT_SUCCESS
function showConnected(kit: Kit, { connector, namespace, pairing }: Target, connected: Connected) {
  const { connections, chains, events, $recentWallets } = kit._internal
  if (pairing) {
    // the session is already shown: only the namespace becomes the active one
    chains.setActiveNamespace(namespace)
    applyWalletNetwork(kit, namespace, connected.networkId)
  } else applyConnected(kit, namespace, connected, { activate: true })
  const recentWallet = getRecentWallet(kit, connector)
  $recentWallets.set(addRecentWallet(kit.storage, recentWallet))
  connections.update(namespace, { recentWallet })
  events.emit({
    type: 'track',
    event: 'CONNECT_SUCCESS',
    properties: { method: getMethod(kit, connector), name: connector.name, namespace },
  })
}

// puts the namespace back where it was (unless a wallet report or a disconnect moved it on)
// and records CONNECT_ERROR
function undoConnect(
  kit: Kit,
  { connector, namespace, pairing }: Target,
  previous: ConnectionState,
  current: boolean,
  error: unknown,
) {
  const { connections, chains, events } = kit._internal
  // the wallet may already have reported a disconnect mid-request; otherwise undo
  if (current && connections.get(namespace).status === 'connecting')
    batch(() => {
      if (previous.status === 'connected') connections.update(namespace, previous)
      else {
        connections.update(namespace, {
          status: 'disconnected',
          connectorId: undefined,
          connectorType: undefined,
          wcError: connector.type === 'WALLET_CONNECT',
        })
        // disconnected shows no address, whatever the wallet reported meanwhile
        chains.resetAccount(namespace)
      }
    })
  // given up on (a timeout): the pairing must not connect behind the caller's back
  if (pairing && connections.get(namespace).status !== 'connected') pairing.client.cancelConnect()
  events.emit({
    type: 'track',
    event: 'CONNECT_ERROR',
    properties: { message: getErrorMessage(error) },
  })
}

/**
 * Docs: /core/actions/connect. Connects a connector: connecting, then connected with the
 * wallet's accounts and network (which may be unsupported), or back where it was on failure.
 * Records CONNECT_SUCCESS or CONNECT_ERROR and, on success, the recent wallet.
 */
export async function connect(kit: Kit, p: ConnectParameters): Promise<ConnectReturnType> {
  const { connections } = kit._internal
  const target = resolveTarget(kit, p)
  const { connector, namespace, adapter, network, pairing } = target
  // one action at a time per namespace: a slower, older outcome must not overwrite this one
  return getConnectionLanes(kit).run([namespace], async (isCurrent) => {
    const previous = connections.get(namespace)
    connections.update(namespace, {
      status: 'connecting',
      connectorId: connector.id,
      connectorType: connector.type,
      wcError: false,
    })
    try {
      const connected = await withTimeout(
        pairing
          ? pairing
              .connect({ networkId: network.caipNetworkId })
              .then(() => readConnected(kit, namespace))
          : adapter.connect({ connectorId: connector.id, network }),
        p.timeout,
      )
      // a disconnect overtook this connect: its outcome is no longer the kit's to show
      if (!isCurrent()) throw calledOff()
      if (!connected.accounts.length)
        throw new ConnectorNotFoundError({ details: 'The wallet returned no account' })
      showConnected(kit, target, connected)
      return { ...connected, namespace }
    } catch (error) {
      undoConnect(kit, target, previous, isCurrent(), error)
      throw error
    }
  })
}

/** over pairing, the wallet the user picked from the list, when there is one */
function getRecentWallet(kit: Kit, connector: Connector) {
  const picked =
    connector.type === 'WALLET_CONNECT'
      ? kit._internal.pairing?.client.$recentWallet.get()
      : undefined
  return picked
    ? { id: picked.id, name: picked.name, imageUrl: picked.imageUrl, connectorId: connector.id }
    : {
        id: connector.explorerId ?? connector.id,
        name: connector.name,
        imageUrl: connector.imageUrl,
        imageId: connector.imageId,
        rdns: connector.rdns,
        connectorId: connector.id,
      }
}
