import type { PairingState } from '../client/createPairingState.js'
import { toConnectError } from '../toPairingError.js'
import { resetAttempt } from './resetAttempt.js'

/** Ends the pending connect with `error`, shown as the pairing's error. */
export function failAttempt(state: PairingState, error: unknown): void {
  const failure = toConnectError(error)
  state.config.log.warn('pairing: connect failed', failure)
  resetAttempt(state)
  state.$wcError.set(true)
  state.pending?.reject(failure)
  state.pending = undefined
}
