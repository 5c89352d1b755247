import { close, open, type View } from '@walletport/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseWalletportReturnType = {
  /** opens the modal, on `view` when given, else on the view the opening rules pick */
  open(p?: { view?: View }): Promise<void>
  close(): void
}

/** Docs: /react-ui/hooks/useWalletport. Opens and closes the modal. */
export function useWalletport(): UseWalletportReturnType {
  const kit = useKit()
  return useMemo(
    () => ({
      open: (p) => open(kit, p?.view ? { view: p.view } : {}),
      close: () => close(kit),
    }),
    [kit],
  )
}
