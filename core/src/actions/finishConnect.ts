import type { Kit } from '../kit/types.js'
import type { View } from '../router/types.js'
import { getSignInState } from '../siwx/signInState.js'
import { close } from './close.js'
import { replaceView } from './replaceView.js'
import { whenSignInSettled } from './whenSignInSettled.js'

export type FinishConnectParameters = {
  /** the view the connect was started from */
  view: View
}

/**
 * Docs: /core/actions/finishConnect. What follows a connect started from `view`: once core
 * has looked for a sign-in session, the modal closes, or shows SIWXSignMessage for an account
 * known to be unsigned. Nothing happens when the user left that view or closed the modal
 * meanwhile, or core moved on (SIWXSignMessage, UnsupportedChain), so it never undoes them.
 */
export async function finishConnect(kit: Kit, { view }: FinishConnectParameters): Promise<void> {
  await whenSignInSettled(kit)
  if (!kit.$open.get() && !kit.options.embedded) return
  if (kit.$view.get() !== view) return
  // an account already known to be unsigned gets no new check from core: ask here
  if (getSignInState(kit).status === 'unsigned') replaceView(kit, { view: 'SIWXSignMessage' })
  else close(kit)
}
