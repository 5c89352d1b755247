import type { CaipNetworkId } from '../../types/caip.js'
import type { PairingSession } from '../../types/pairing.js'
import type { PairingState, Provider } from '../client/createPairingState.js'
import { walletChain } from './walletChain.js'

/** keeps universal-provider's own notion of the chain (its eth_chainId, its reads) in step */
export function syncDefaultChain(
  state: PairingState,
  instance: Provider,
  networkId: CaipNetworkId,
): void {
  try {
    instance.setDefaultChain(walletChain(instance, state.config.networks, networkId))
  } catch (error) {
    state.config.log.warn(`pairing: cannot make ${networkId} the default chain`, error)
  }
}

/** the default chain of each namespace of `session`, its active network */
export function syncDefaultChains(
  state: PairingState,
  instance: Provider,
  session: PairingSession,
): void {
  for (const entry of Object.values(session.namespaces))
    if (entry) syncDefaultChain(state, instance, entry.activeNetworkId)
}
