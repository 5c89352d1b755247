import { useStore } from '@nanostores/react'
import type { GetAccountReturnType } from '@walletport/core'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseAccountReturnType = GetAccountReturnType & {
  /** connected, with an address in the active namespace */
  isConnected: boolean
}

/** Docs: /react-ui/hooks/useAccount. The active namespace's account, live. */
export function useAccount(): UseAccountReturnType {
  const account = useStore(useKit().$account)
  return useMemo(
    () => ({ ...account, isConnected: account.status === 'connected' && Boolean(account.address) }),
    [account],
  )
}
