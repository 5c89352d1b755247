import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'
import { readerOf, watcherOf } from '../stores/watchParameters.js'
import { ensureSignInStore, type SignInState } from './createSignInStore.js'

/**
 * Docs: /core/actions/getSignInState. The sign-in state's store: `status`, `session`, `loading`
 * (shown as 'Authenticating...') and `canClose`; the same store on every call. Without the
 * `siwx` option the status is `disabled` and the modal can always close.
 */
export function $signInState(kit: Kit): ReadableAtom<SignInState> {
  return ensureSignInStore(kit).$state
}

/** Docs: /core/actions/getSignInState. Where sign-in stands now (see `$signInState`). */
export const getSignInState = /* @__PURE__ */ readerOf($signInState)

/** Docs: /core/actions/getSignInState. Calls `onChange` when sign-in changes; returns the unsubscribe. */
export const watchSignInState = /* @__PURE__ */ watcherOf($signInState)
