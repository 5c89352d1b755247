import { type GetTokenBalancesErrorType, getTokenBalances } from './getTokenBalances.js'
import type { TokenBalance } from './TokenBalanceSchema.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export type GetNativeBalanceParameters = {
  address: string
  network: NetworkRef
  forceUpdate?: boolean | undefined
  signal?: AbortSignal | undefined
}
export type GetNativeBalanceReturnType = TokenBalance | undefined
export type GetNativeBalanceErrorType = GetTokenBalancesErrorType

/**
 * Docs: /blockchain-api/dataService/getNativeBalance
 * The native-currency row (the one without a token address) of the balance endpoint. It
 * shares the balance call, its 30 s cache and its retry gate.
 */
export async function getNativeBalance(
  ctx: DataServiceContext,
  p: GetNativeBalanceParameters,
): Promise<GetNativeBalanceReturnType> {
  const rows = await getTokenBalances(ctx, p)
  return rows.find((row) => row.address === undefined)
}
