'use client'
import { useStore } from '@nanostores/react'
import type { Balance } from '@walletport/core'
import { type BalanceQueryParameters, balanceQueryOptions } from '@walletport/core/query'
import { useKit } from './useKit.js'
import { type UseKitQueryReturnType, useKitQuery } from './useKitQuery.js'

export type UseBalanceParameters = BalanceQueryParameters

export type UseBalanceReturnType = UseKitQueryReturnType<Balance, Error> & {
  /** the balance in full precision, as a decimal string (`data.formatted`) */
  balance: string | undefined
  symbol: string | undefined
}

/**
 * Docs: /react-ui/hooks/useBalance. A native or token balance as a query: the connected
 * account on the active network by default, or any `address`, configured `networkId` and
 * `token`. Fresh for 30 s, retried 3 times; waits (pending, idle) while there is no address.
 *
 * @example
 * const { balance, symbol, status } = useBalance({ token: '0xA0b8...', networkId: 'eip155:1' })
 */
export function useBalance(parameters: UseBalanceParameters = {}): UseBalanceReturnType {
  const kit = useKit()
  // the default target follows the account and network
  useStore(kit.$account)
  useStore(kit.$activeNetwork)
  const result = useKitQuery<Balance>(balanceQueryOptions(kit, parameters))
  return { ...result, balance: result.data?.formatted, symbol: result.data?.symbol }
}
