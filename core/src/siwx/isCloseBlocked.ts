import type { Kit } from '../kit/types.js'
import type { View } from '../router/types.js'

// the sign and approve views
const GUARDED: readonly View[] = ['SIWXSignMessage', 'ConnectingSiwe', 'ApproveTransaction']

/**
 * True while the modal must stay open: sign-in is required, the connected account has no
 * session yet, and the sign or approve view is showing. Reads the sources, not derived stores.
 */
export function isCloseBlocked(kit: Kit): boolean {
  const status = kit._internal.signIn?.$status.get()
  return (
    (status === 'checking' || status === 'unsigned' || status === 'signing') &&
    GUARDED.includes(kit._internal.router.view) &&
    Boolean(kit.options.siwx?.getRequired())
  )
}
