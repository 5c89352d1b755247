import type { PairingConnectParameters, PairingSession } from '../../types/pairing.js'
import type { PairingState } from '../client/createPairingState.js'
import { isPairingExpired } from '../isPairingExpired.js'
import { startAttempt } from './startAttempt.js'
import { watchExpiry } from './watchExpiry.js'

/**
 * Pairs, or answers with the current session. A connect while one is pending joins it with
 * its own params, and makes a new URI unless the one shown is fresh and the platform needs
 * links to reuse it.
 */
export function connectPairing(
  state: PairingState,
  params: PairingConnectParameters,
): Promise<PairingSession> {
  const current = state.$session.get()
  if (current) return Promise.resolve(current)
  state.$wcError.set(false)
  const { pending } = state
  if (pending) {
    pending.params = params
    // a URI on its way is fresh by definition
    if (state.preparing) return pending.promise
    const { now, isMobileSafariOrTelegram } = state.config
    const fresh = !isPairingExpired(state.$wcPairingExpiry.get(), now())
    if (!(fresh && isMobileSafariOrTelegram())) void startAttempt(state)
    return pending.promise
  }
  let resolve!: (session: PairingSession) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<PairingSession>((res, rej) => {
    resolve = res
    reject = rej
  })
  // callers get the rejection; this keeps an unawaited one from crashing a server
  promise.catch(() => {})
  state.pending = { promise, resolve, reject, params }
  void startAttempt(state)
  state.stopExpiryWatch?.()
  state.stopExpiryWatch = watchExpiry(state)
  return promise
}
