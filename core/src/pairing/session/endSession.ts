import type { PairingState } from '../client/createPairingState.js'
import { forgetSession } from './storeSession.js'

/** Ends the current session if `topic` is its topic, and reports who ended it. */
export function endSession(
  state: PairingState,
  topic: string,
  by: 'wallet' | 'dapp' | 'expiry',
): void {
  const session = state.$session.get()
  if (!session || session.topic !== topic) return
  state.$session.set(undefined)
  forgetSession(state)
  state.events.emit({ type: 'session_deleted', topic, by })
}
