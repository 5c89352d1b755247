'use client'
import { useStore } from '@nanostores/react'
import { fetchBalance } from '@walletport/core'
import { useCallback, useEffect, useState } from 'react'
import { useKit } from './useKit.js'

export type UseActiveBalanceReturnType = {
  /** the native balance in full precision, as a decimal string */
  balance: string | undefined
  symbol: string | undefined
  status: 'idle' | 'loading' | 'success' | 'error'
  error: unknown
  /** reads the balance again, past the 30 s cache */
  refetch(): Promise<void>
}

type Request = Pick<UseActiveBalanceReturnType, 'status' | 'error'>

/**
 * The active account's native balance for the kit's own buttons and views, read when the
 * account or network changes (through core's 30 s cache). It needs no query client, so the
 * account button stays small; apps use useBalance.
 */
export function useActiveBalance(): UseActiveBalanceReturnType {
  const kit = useKit()
  const account = useStore(kit.$account)
  const network = useStore(kit.$activeNetwork)
  const [request, setRequest] = useState<Request>({ status: 'idle', error: undefined })
  const connected = account.status === 'connected' && Boolean(account.address)

  const read = useCallback(
    async (force: boolean, isCurrent: () => boolean) => {
      setRequest({ status: 'loading', error: undefined })
      try {
        await fetchBalance(kit, { force })
        if (isCurrent()) setRequest({ status: 'success', error: undefined })
      } catch (error) {
        if (isCurrent()) setRequest({ status: 'error', error })
      }
    },
    [kit],
  )
  // biome-ignore lint/correctness/useExhaustiveDependencies: read again when the account or network changes
  useEffect(() => {
    if (!connected) return
    let current = true
    void read(false, () => current)
    return () => {
      current = false
    }
  }, [connected, account.address, network.caipNetworkId, read])
  const refetch = useCallback(() => read(true, () => true), [read])

  return {
    balance: connected ? account.balance : undefined,
    symbol: connected ? account.balanceSymbol : undefined,
    status: connected ? request.status : 'idle',
    error: connected ? request.error : undefined,
    refetch,
  }
}
