'use client'
import { useStore } from '@nanostores/react'
import { ALERTS, type Alert, dismissAlert } from '@walletport/core'
import { useCallback } from 'react'
import { useKit } from './useKit.js'

export type UseAlertReturnType = {
  /** the alert on screen with its English title and meaning, if any */
  alert: Alert | undefined
  /** hides it; each alert shows at most once per kit, so it does not come back */
  dismiss(): void
}

/** Docs: /react-ui/hooks/useAlert. The kit's alert, for a UI of your own. */
export function useAlert(): UseAlertReturnType {
  const kit = useKit()
  const code = useStore(kit.$alert)
  const dismiss = useCallback(() => dismissAlert(kit), [kit])
  return { alert: code ? ALERTS[code] : undefined, dismiss }
}
