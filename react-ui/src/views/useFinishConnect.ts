import { close, getSignInState, replaceView, type View } from '@walletport/core'
import { useCallback } from 'react'
import { useKitContext } from '../provider/KitContext.js'
import { whenSignInSettled } from './whenSignInSettled.js'

/**
 * After a connect from `view`: once core has looked for a sign-in session, the modal closes,
 * unless core moved on meanwhile (SIWXSignMessage for an account without a session,
 * UnsupportedChain) or the user left the view.
 */
export function useFinishConnect(view: View): () => Promise<void> {
  const { kit } = useKitContext()
  return useCallback(async () => {
    await whenSignInSettled(kit)
    if (!kit.$open.get() && !kit.options.embedded) return
    if (kit.$view.get() !== view) return
    // an account already known to be unsigned gets no new check from core: ask here
    if (getSignInState(kit).$status.get() === 'unsigned')
      replaceView(kit, { view: 'SIWXSignMessage' })
    else close(kit)
  }, [kit, view])
}
