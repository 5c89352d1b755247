'use client'
import { useStore } from '@nanostores/react'
import type { TokenBalance } from '@walletport/core'
import { tokenBalancesQueryOptions } from '@walletport/core/query'
import { useKit } from './useKit.js'
import { type UseKitQueryReturnType, useKitQuery } from './useKitQuery.js'

export type UseTokenBalancesReturnType = UseKitQueryReturnType<readonly TokenBalance[], Error>

/**
 * Docs: /react-ui/hooks/useTokenBalances. The connected account's token balances on the active
 * network as a query (the adapter's, else the data service's; low-quality tokens dropped).
 */
export function useTokenBalances(): UseTokenBalancesReturnType {
  const kit = useKit()
  useStore(kit.$account)
  useStore(kit.$activeNetwork)
  return useKitQuery<readonly TokenBalance[]>(tokenBalancesQueryOptions(kit))
}
