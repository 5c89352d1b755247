import type { PairingState } from '../client/createPairingState.js'
import { isPairingExpired } from '../isPairingExpired.js'
import { unref } from '../watchRelay.js'
import { startAttempt } from './startAttempt.js'

// how often a pending URI is checked against its expiry; the clock is injectable, timers are not
const EXPIRY_CHECK_INTERVAL = 1_000

/** While a pairing is pending, replaces its URI once expired. Returns the stop. */
export function watchExpiry(state: PairingState): () => void {
  const timer = unref(
    setInterval(() => {
      if (!state.pending || state.preparing) return
      if (isPairingExpired(state.$wcPairingExpiry.get(), state.config.now()))
        void startAttempt(state)
    }, EXPIRY_CHECK_INTERVAL),
  )
  return () => clearInterval(timer)
}
