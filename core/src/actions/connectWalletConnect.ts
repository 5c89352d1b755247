import type { BaseErrorType } from '../errors/base.js'
import { ConnectionClientNotSetError, type ConnectionClientNotSetErrorType } from '../errors/kit.js'
import type { NamespaceNotConfiguredErrorType } from '../errors/namespaceConfig.js'
import type { ProviderRpcErrorType } from '../errors/ProviderRpcError.js'
import type {
  NoPairingNamespaceErrorType,
  RelayUnreachableErrorType,
} from '../errors/pairingFailure.js'
import { getErrorMessage } from '../kit/getErrorMessage.js'
import type { Kit } from '../kit/types.js'
import { addRecentWallet } from '../storage/recentWallets.js'
import type { CaipNetworkId, ChainNamespace } from '../types/caip.js'
import type { PairingSession } from '../types/pairing.js'

export type ConnectWalletConnectParameters = {
  /** the namespaces to pair; every one the kit serves over WalletConnect by default */
  namespaces?: readonly ChainNamespace[]
  /** the network the wallet is asked for first; each namespace's active network by default */
  networkId?: CaipNetworkId
}
export type ConnectWalletConnectReturnType = {
  session: PairingSession
  /** the namespaces now connected through the session */
  namespaces: ChainNamespace[]
}
export type ConnectWalletConnectErrorType =
  | ConnectionClientNotSetErrorType
  | NamespaceNotConfiguredErrorType
  | NoPairingNamespaceErrorType
  | RelayUnreachableErrorType
  | ProviderRpcErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/connectWalletConnect. Pairs with a wallet over WalletConnect for every
 * namespace the kit serves (one QR code or link for all): the URI shows in `$connections`,
 * then each namespace the session covers is connected, through its adapter or, without one
 * (basic mode), from the session alone; such a namespace's requests go through the session
 * (`getPairingClient(kit).request`, or the EIP-1193 provider in its connection). A second
 * call while one is pending joins it. Records CONNECT_SUCCESS or CONNECT_ERROR.
 *
 * @example
 * // basic mode: no adapters, the ConnectingWalletConnectBasic view
 * const kit = createKit({ networks: [mainnet], projectId, walletConnect: walletConnect() })
 * const { namespaces } = await connectWalletConnect(kit)
 */
export async function connectWalletConnect(
  kit: Kit,
  { namespaces, networkId }: ConnectWalletConnectParameters = {},
): Promise<ConnectWalletConnectReturnType> {
  const { pairing, connections, chains, events, $recentWallets } = kit._internal
  if (!pairing)
    throw new ConnectionClientNotSetError({
      metaMessages: [
        'WalletConnect is off: give createKit walletConnect() and a relay or project id',
      ],
    })
  try {
    const session = await pairing.connect({ namespaces, networkId })
    const connected = chains.namespaces.filter(
      (n) =>
        connections.get(n).status === 'connected' &&
        connections.get(n).connectorType === 'WALLET_CONNECT',
    )
    const picked = pairing.client.$recentWallet.get()
    if (picked)
      $recentWallets.set(
        addRecentWallet(kit.storage, {
          id: picked.id,
          name: picked.name,
          imageUrl: picked.imageUrl,
        }),
      )
    for (const namespace of connected)
      events.emit({
        type: 'track',
        event: 'CONNECT_SUCCESS',
        properties: {
          method: kit.isMobile ? 'mobile' : 'qrcode',
          name: session.peer.name,
          namespace,
        },
      })
    return { session, namespaces: connected }
  } catch (error) {
    events.emit({
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: getErrorMessage(error) },
    })
    throw error
  }
}
