import { batch } from 'nanostores'
import { NoPairingNamespaceError } from '../../errors/pairingFailure.js'
import type { Kit } from '../../kit/types.js'
import { createPairingAuthenticate } from '../../siwx/pairingAuthenticate.js'
import type { CaipNetworkId, ChainNamespace } from '../../types/caip.js'
import type { Network } from '../../types/network.js'
import type { PairingSession } from '../../types/pairing.js'
import type { KitPairingState } from './kitPairingState.js'
import { pairedNamespaces } from './pairedNamespaces.js'

/**
 * Pairs for `wanted` (every paired namespace by default): the namespaces waiting on it show
 * as connecting, and go back to disconnected if the session did not cover them. Settles once
 * the kit shows the session.
 */
export async function pairKit(
  state: KitPairingState,
  wanted: readonly ChainNamespace[] | undefined,
  networkId: CaipNetworkId | undefined,
): Promise<PairingSession> {
  const { kit, client } = state
  const served = pairedNamespaces(kit)
  const targets = wanted ? served.filter((n) => wanted.includes(n)) : served
  if (!targets.length)
    throw new NoPairingNamespaceError({
      adapters: [...kit._internal.adapters.keys()],
      ...(wanted && { requested: wanted }),
    })
  const waiting = targets.filter((n) => isWaiting(kit, n))
  batch(() => {
    for (const namespace of waiting)
      kit._internal.connections.update(namespace, {
        status: 'connecting',
        connectorType: 'WALLET_CONNECT',
        wcError: false,
      })
  })
  try {
    // one-click sign-in: the wallet signs in within the same approval
    const authenticate = state.oneClickSignIn ? await createPairingAuthenticate(kit) : undefined
    const session = await client.connect({
      namespaces: targets,
      networks: ordered(kit, networkId),
      ...(authenticate && { authenticate }),
    })
    await state.applying
    // namespaces the wallet did not approve
    release(kit, waiting, false)
    return session
  } catch (error) {
    // a declined or failed pairing shows as an error; one the user cancelled does not
    release(kit, waiting, client.$wcError.get())
    throw error
  }
}

/** a namespace waiting on the pairing: not connected, or connecting through it */
function isWaiting(kit: Kit, namespace: ChainNamespace) {
  const { status, connectorType } = kit._internal.connections.get(namespace)
  return (
    status === 'disconnected' || (status === 'connecting' && connectorType === 'WALLET_CONNECT')
  )
}

/** back to disconnected, for namespaces still waiting when the pairing ended without them */
function release(kit: Kit, list: readonly ChainNamespace[], wcError: boolean) {
  const { connections } = kit._internal
  batch(() => {
    for (const namespace of list)
      if (connections.get(namespace).status === 'connecting')
        connections.update(namespace, {
          status: 'disconnected',
          connectorId: undefined,
          connectorType: undefined,
          wcError,
        })
  })
}

/** the kit's networks with `networkId`, then each namespace's active network, first */
function ordered(kit: Kit, networkId: CaipNetworkId | undefined): Network[] {
  const { chains } = kit._internal
  const active = chains.namespaces.map((n) => chains.get(n)?.activeNetwork.caipNetworkId)
  const rank = (n: Network) =>
    n.caipNetworkId === networkId ? 0 : active.includes(n.caipNetworkId) ? 1 : 2
  return [...kit.options.networks].sort((a, b) => rank(a) - rank(b))
}
