import { close, replaceView, type View } from '@walletport/core'
import { useCallback } from 'react'
import { useKitContext } from '../provider/KitContext.js'

/**
 * After a connect from `view`: sign-in when the flow asks for it, else close. Nothing when
 * the user has left the view meanwhile or core moved on (UnsupportedChain).
 */
export function useFinishConnect(view: View): () => void {
  const { kit, flows } = useKitContext()
  return useCallback(() => {
    if (!kit.$open.get() && !kit.options.embedded) return
    if (kit.$view.get() !== view) return
    if (flows.signIn?.needsSignIn()) replaceView(kit, { view: 'SIWXSignMessage' })
    else close(kit)
  }, [kit, flows, view])
}
