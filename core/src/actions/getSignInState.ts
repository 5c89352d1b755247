import type { Kit } from '../kit/types.js'
import { getSignInStore, type SignInState } from '../siwx/createSignInStore.js'

/**
 * Docs: /core/actions/getSignInState. The sign-in stores: `$status`, `$session`, `$loading`
 * (shown as 'Authenticating...') and `$canClose`. Without the `siwx` option the status is
 * `disabled` and the modal can always close.
 */
export function getSignInState(kit: Kit): SignInState {
  const { $status, $session, $loading, $canClose } = getSignInStore(kit)
  return { $status, $session, $loading, $canClose }
}
