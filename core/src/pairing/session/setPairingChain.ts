import type { CaipNetworkId, ChainNamespace } from '../../types/caip.js'
import type { PairingNamespace } from '../../types/pairing.js'
import type { PairingState } from '../client/createPairingState.js'
import { storeSession } from './storeSession.js'
import { syncDefaultChain } from './syncDefaultChain.js'

/** Changes one namespace of the current session, if it has that namespace. */
export function updateNamespace(
  state: PairingState,
  namespace: ChainNamespace,
  patch: Partial<PairingNamespace>,
): void {
  const session = state.$session.get()
  const entry = session?.namespaces[namespace]
  if (!session || !entry) return
  storeSession(state, {
    ...session,
    namespaces: { ...session.namespaces, [namespace]: { ...entry, ...patch } },
  })
}

/**
 * Makes `networkId` the namespace's active network and reports it; the provider's default
 * chain follows unless the wallet made the change, in which case it has already moved.
 */
export function setPairingChain(
  state: PairingState,
  namespace: ChainNamespace,
  networkId: CaipNetworkId,
  { fromWallet = false }: { fromWallet?: boolean } = {},
): void {
  const entry = state.$session.get()?.namespaces[namespace]
  if (!entry || entry.activeNetworkId === networkId) return
  updateNamespace(state, namespace, { activeNetworkId: networkId })
  const instance = state.provider.loaded()
  if (!fromWallet && instance) syncDefaultChain(state, instance, networkId)
  state.events.emit({ type: 'chain_changed', namespace, networkId })
}
