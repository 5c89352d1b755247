import { showToast } from '@walletport/core'
import { useCallback } from 'react'
import type { PlainMessageKey } from '../i18n/types.js'
import { useMessages } from '../modal/MessagesContext.js'
import { useKitContext } from '../provider/KitContext.js'

type Clipboard = { writeText(text: string): Promise<void> }

/** Copies text to the clipboard and says so in a toast (or that it could not). */
export function useCopy(success: Extract<PlainMessageKey, `toast.${string}`>) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  return useCallback(
    async (text: string) => {
      const clipboard = (globalThis.navigator as { clipboard?: Clipboard } | undefined)?.clipboard
      try {
        if (!clipboard) throw new Error('no clipboard')
        await clipboard.writeText(text)
        showToast(kit, { variant: 'success', message: t(success) })
      } catch {
        showToast(kit, { variant: 'error', message: t('toast.copyFailed') })
      }
    },
    [kit, t, success],
  )
}
