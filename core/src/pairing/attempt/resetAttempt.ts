import type { PairingState } from '../client/createPairingState.js'

/** Stops the attempt's watches and clears its URI from the stores. */
export function resetAttempt(state: PairingState): void {
  state.stopRelayWatch?.()
  state.stopRelayWatch = undefined
  state.stopExpiryWatch?.()
  state.stopExpiryWatch = undefined
  state.preparing = false
  state.$wcUri.set(undefined)
  state.$wcPairingExpiry.set(undefined)
  state.$buffering.set(false)
}
