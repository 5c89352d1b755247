import { useStore } from '@nanostores/react'
import { $signInState, close } from '@walletport/core'
import { useCallback } from 'react'
import { useKitContext } from '../provider/KitContext.js'

/**
 * How the modal closes: through core's close, which shakes the modal instead while sign-in is
 * required and missing on the sign or approve view; `locked` says so ahead.
 */
export function useRequestClose(): { locked: boolean; requestClose(): void } {
  const { kit } = useKitContext()
  const { canClose } = useStore($signInState(kit))
  const requestClose = useCallback(() => close(kit), [kit])
  return { locked: !canClose, requestClose }
}
