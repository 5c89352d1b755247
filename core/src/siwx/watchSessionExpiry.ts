import { showView } from '../kit/showView.js'
import type { Kit } from '../kit/types.js'
import type { SignInStore } from './createSignInStore.js'

// setTimeout fires at once beyond 2^31 - 1 ms (about 24.8 days): longer waits go in steps
const MAX_DELAY = 2 ** 31 - 1

/**
 * Ends a sign-in when its session expires: the state turns unsigned, the session is dropped
 * from it and SIWXSignMessage opens, as when an account connects without a session. Follows
 * the session in the store, whoever set it (a reload's check, signIn, a pairing). Returns the
 * unsubscribe, which also clears the timer.
 */
export function watchSessionExpiry(kit: Kit, state: SignInStore): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  function schedule() {
    clearTimeout(timer)
    timer = undefined
    const session = state.$session.get()
    const expiry = session?.data.expirationTime
    if (!session || expiry === undefined || state.$status.get() !== 'signed') return
    const key = state.key
    // an unreadable expiry counts as passed (as isSessionExpired reads it)
    const at = Date.parse(expiry)
    const wait = Number.isFinite(at) ? at - Date.now() : 0
    timer = setTimeout(
      () => {
        if (state.key !== key || state.$session.get() !== session) return
        if (Number.isFinite(at) && Date.now() < at) return schedule()
        state.set({ status: 'unsigned', key })
        showView(kit, { view: 'SIWXSignMessage' })
      },
      Math.min(Math.max(wait, 0), MAX_DELAY),
    )
  }
  const unsubscribe = state.$session.listen(schedule)
  schedule()
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}
