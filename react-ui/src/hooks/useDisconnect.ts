'use client'
import { type DisconnectParameters, disconnect } from '@walletport/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseDisconnectReturnType = {
  /** one namespace, or every connected one by default */
  disconnect(p?: DisconnectParameters): Promise<void>
}

/** Docs: /react-ui/hooks/useDisconnect. */
export function useDisconnect(): UseDisconnectReturnType {
  const kit = useKit()
  return useMemo(() => ({ disconnect: (p) => disconnect(kit, p) }), [kit])
}
