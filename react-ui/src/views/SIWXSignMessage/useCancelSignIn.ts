import { cancelSignIn, showToast } from '@walletport/core'
import { useCallback } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/**
 * Declines to sign in through core: it disconnects when sign-in is required (the modal stays,
 * on Connect), else closes and resets to Connect. A wallet refusing to disconnect is said in a toast.
 */
export function useCancelSignIn(): () => void {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return useCallback(() => {
    cancelSignIn(kit).catch(() => {
      showToast(kit, { variant: 'error', message: t('toast.disconnectFailed') })
    })
  }, [kit, t])
}
