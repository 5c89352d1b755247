'use client'
import { useStore } from '@nanostores/react'
import type { ModalStateSnapshot } from '@walletport/core'
import { useKit } from './useKit.js'

export type UseModalStateReturnType = ModalStateSnapshot

/** Docs: /react-ui/hooks/useModalState. Whether the modal is open or loading, and its view. */
export function useModalState(): UseModalStateReturnType {
  const kit = useKit()
  const open = useStore(kit.$open)
  const loading = useStore(kit.$loading)
  const view = useStore(kit.$view)
  return { open, loading, view }
}
