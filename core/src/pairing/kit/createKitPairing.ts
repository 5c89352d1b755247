import { clearConnection } from '../../kit/clearConnection.js'
import type { Kit, KitPairing } from '../../kit/types.js'
import { getConnectedNamespaces } from '../../storage/connectedNamespaces.js'
import type { PairingClient, PairingEvent } from '../../types/pairing.js'
import { endPairingSession } from './endPairingSession.js'
import { forwardPairingEvent } from './forwardPairingEvent.js'
import type { KitPairingState } from './kitPairingState.js'
import { mirrorPairingStores } from './mirrorPairingStores.js'
import { pairedNamespaces } from './pairedNamespaces.js'
import { pairKit } from './pairKit.js'
import { showPairingSession } from './showPairingSession.js'

export { WALLET_CONNECT_CONNECTOR_ID } from './showPairingSession.js'

/**
 * Binds a kit's pairing client to its state: the client's stores show
 * in `$connections` of every namespace a session would cover; a session (paired or restored)
 * connects each namespace it covers, through the namespace's adapter and its WALLET_CONNECT
 * connector, or from the session alone where there is no adapter; account and chain changes
 * reach the namespace; the end of the session resets every namespace connected through the
 * pairing or the embedded wallet, which disconnect together. Called by `walletConnect()`.
 */
export function createKitPairing(
  kit: Kit,
  client: PairingClient,
  { oneClickSignIn = true }: { oneClickSignIn?: boolean } = {},
): KitPairing {
  const { connections, chains, adapters } = kit._internal
  const state: KitPairingState = {
    kit,
    client,
    oneClickSignIn,
    applying: Promise.resolve(),
    pending: undefined,
  }

  function onEvent(event: PairingEvent) {
    if (event.type === 'session_set')
      state.applying = showPairingSession(kit, client, event.session).catch((error: unknown) =>
        kit.log.error('pairing: the session could not be shown', error),
      )
    else if (event.type === 'session_deleted') endPairingSession(kit)
    else if (event.type !== 'uri') forwardPairingEvent(kit, event)
  }

  // namespaces served by the session alone, stored as connected, wait for it like adapters do
  const restoring = getConnectedNamespaces(kit.storage).filter(
    (n) => !adapters.has(n) && chains.get(n),
  )
  for (const namespace of restoring)
    connections.update(namespace, { status: 'connecting', connectorType: 'WALLET_CONNECT' })

  const stops = [mirrorPairingStores(kit, client), client.subscribe(onEvent)]
  return {
    client,
    destroy() {
      for (const stop of stops.splice(0)) stop()
      client.destroy().catch((error: unknown) => kit.log.warn('pairing: destroy failed', error))
    },
    namespaces: () => pairedNamespaces(kit),
    connect({ namespaces: wanted, networkId } = {}) {
      state.pending ??= pairKit(state, wanted, networkId).finally(() => {
        state.pending = undefined
      })
      return state.pending
    },
    async restore() {
      try {
        await client.restore()
        await state.applying
      } catch (error) {
        kit.log.warn('pairing: the stored session could not be restored', error)
      }
      for (const namespace of restoring)
        if (connections.get(namespace).status === 'connecting') clearConnection(kit, namespace)
    },
  }
}
