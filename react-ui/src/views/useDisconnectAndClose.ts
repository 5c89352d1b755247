import { close, disconnect, showToast } from '@walletport/core'
import { useCallback } from 'react'
import { useMessages } from '../modal/MessagesContext.js'
import { useKitContext } from '../provider/KitContext.js'

/** Disconnects every namespace and closes; a wallet that refuses gets an error toast. */
export function useDisconnectAndClose(): () => Promise<void> {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return useCallback(async () => {
    try {
      await disconnect(kit)
    } catch {
      // core clears the local state either way
      showToast(kit, { variant: 'error', message: t('toast.disconnectFailed') })
    }
    close(kit)
  }, [kit, t])
}
