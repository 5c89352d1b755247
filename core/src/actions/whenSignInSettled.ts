import type { Kit } from '../kit/types.js'
import { ensureSignInStore } from '../siwx/createSignInStore.js'

/**
 * Docs: /core/actions/whenSignInSettled. Resolves once core is no longer reading the connected account's sign-in sessions. After a
 * connect or a network switch core reads them and, with none, shows SIWXSignMessage; a view
 * that would close or go back waits for that, so it never undoes core's next view.
 */
export function whenSignInSettled(kit: Kit): Promise<void> {
  const { $status } = ensureSignInStore(kit)
  return new Promise((resolve) => {
    if ($status.get() !== 'checking') return resolve()
    const stop = $status.listen((status) => {
      if (status === 'checking') return
      stop()
      resolve()
    })
  })
}
