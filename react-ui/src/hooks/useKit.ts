'use client'
import type { Kit } from '@walletport/core'
import { useKitContext } from '../provider/KitContext.js'

/** Docs: /react-ui/hooks/useKit. The kit of the nearest `<WalletportProvider>`. */
export function useKit(): Kit {
  return useKitContext().kit
}
