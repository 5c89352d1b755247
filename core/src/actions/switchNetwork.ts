import { AUTH_CONNECTOR_NAMESPACES } from '../constants.js'
import type { BaseErrorType } from '../errors/base.js'
import { NetworkNotFoundError, type NetworkNotFoundErrorType } from '../errors/kit.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type { ChainNotSupportedErrorType } from '../errors/send.js'
import { applyConnected } from '../kit/applyConnected.js'
import { applyWalletNetwork } from '../kit/applyWalletNetwork.js'
import { calledOff, getConnectionLanes } from '../kit/createConnectionLanes.js'
import { setActiveNetwork } from '../kit/setActiveNetwork.js'
import type { Kit } from '../kit/types.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { Network } from '../types/network.js'

export type SwitchNetworkParameters = { networkId: CaipNetworkId }
export type SwitchNetworkReturnType = Network
export type SwitchNetworkErrorType =
  | NetworkNotFoundErrorType
  | ChainNotSupportedErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/switchNetwork. Switches to a configured network:
 * 1. a connected namespace with an address, active or not: the adapter switches the wallet,
 *    then the network is selected (issue 15: selecting it without the wallet showed a network
 *    the wallet was not on);
 * 2. else, signed in with the embedded wallet and a namespace it supports: the network is
 *    selected and the auth connector reconnects, falling back to an adapter switch;
 * 3. else, over a pairing session: the network is selected and the account re-synced;
 * 4. else the network is selected and the account follows.
 * Any switch makes the namespace active, resets the send form and stores the network id.
 * An unknown network throws NetworkNotFoundError and shows the SWITCH_NETWORK_NOT_FOUND alert.
 */
export async function switchNetwork(
  kit: Kit,
  { networkId }: SwitchNetworkParameters,
): Promise<SwitchNetworkReturnType> {
  const { alerts, events } = kit._internal
  const network = kit.options.networks.find((n) => n.caipNetworkId === networkId)
  if (!network) {
    alerts.show('SWITCH_NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError({ metaMessages: [`Network id: ${networkId}`] })
  }
  const namespace = network.chainNamespace
  await getConnectionLanes(kit).run([namespace], (isCurrent) => switchIn(kit, network, isCurrent))
  events.emit({ type: 'track', event: 'SWITCH_NETWORK', properties: { network: networkId } })
  return network
}

/** the switch itself, run in the namespace's lane: `isCurrent` false means write nothing */
async function switchIn(kit: Kit, network: Network, isCurrent: () => boolean) {
  const { adapters, connections, chains } = kit._internal
  const networkId = network.caipNetworkId
  const namespace = network.chainNamespace
  const adapter = adapters.get(namespace)
  const active = chains.$activeNamespace.get()
  const activeConnection = connections.get(active)
  const target = connections.get(namespace)
  const authConnector =
    activeConnection.connectorType === 'AUTH' &&
    (AUTH_CONNECTOR_NAMESPACES as readonly ChainNamespace[]).includes(namespace)
      ? kit.$connectors.get().find((c) => c.type === 'AUTH' && c.chain === namespace)
      : undefined
  // a connected namespace, active or not, is on the wallet's network: the wallet switches
  // first, or the kit would show a network the wallet is not on
  const walletConnected =
    target.status === 'connected' && chains.get(namespace)?.account.address !== undefined

  if (adapter && walletConnected) {
    await adapter.switchNetwork({ network })
    if (!isCurrent()) throw calledOff()
    applyWalletNetwork(kit, namespace, networkId)
    setActiveNetwork(kit, network)
  } else if (adapter && authConnector) {
    setActiveNetwork(kit, network)
    try {
      const connected = await adapter.connect({ connectorId: authConnector.id, network })
      if (isCurrent()) applyConnected(kit, namespace, connected, { activate: true })
    } catch (error) {
      kit.log.warn('switchNetwork: the auth connector did not reconnect; switching instead', error)
      await adapter.switchNetwork({ network })
    }
  } else if (
    activeConnection.connectorType === 'WALLET_CONNECT' ||
    target.connectorType === 'WALLET_CONNECT'
  ) {
    // a namespace served by the session alone: the session's own network moves too
    if (!adapter && target.connectorType === 'WALLET_CONNECT')
      await kit._internal.pairing?.client.switchNetwork({ networkId })
    if (!isCurrent()) throw calledOff()
    setActiveNetwork(kit, network)
    const connectorId =
      target.connectorType === 'WALLET_CONNECT'
        ? target.connectorId
        : kit.$connectors.get().find((c) => c.type === 'WALLET_CONNECT' && c.chain === namespace)
            ?.id
    const connected =
      adapter && connectorId ? await adapter.reconnect({ connectorId, network }) : undefined
    if (connected?.accounts.length && isCurrent())
      applyConnected(kit, namespace, connected, { activate: true })
  } else setActiveNetwork(kit, network)
}
