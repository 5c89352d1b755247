import { finishConnect, type View } from '@walletport/core'
import { useCallback } from 'react'
import { useKitContext } from '../provider/KitContext.js'

/** core's after-connect step (finishConnect: close, or the sign-message view) for `view` */
export function useFinishConnect(view: View): () => Promise<void> {
  const { kit } = useKitContext()
  return useCallback(() => finishConnect(kit, { view }), [kit, view])
}
