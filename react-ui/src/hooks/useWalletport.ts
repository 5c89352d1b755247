'use client'
import { close, type OpenSwapParameters, open, openSwap, type View } from '@walletport/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseWalletportReturnType = {
  /**
   * opens the modal, on `view` when given, else on the view the opening rules pick; Swap
   * takes `swap` (from, to, amount) to prefill the form, as openSwap does
   */
  open(p?: { view?: View; swap?: OpenSwapParameters }): Promise<void>
  close(): void
}

/** Docs: /react-ui/hooks/useWalletport. Opens and closes the modal. */
export function useWalletport(): UseWalletportReturnType {
  const kit = useKit()
  return useMemo(
    () => ({
      open: async (p) => {
        if (p?.view === 'Swap' && p.swap) return openSwap(kit, p.swap)
        return open(kit, p?.view ? { view: p.view } : {})
      },
      close: () => close(kit),
    }),
    [kit],
  )
}
