import type { Kit } from '../../kit/types.js'
import type { TokenBalance } from '../../types/account.js'
import type { SwapToken } from '../../types/dataSource.js'
import { toTokenAddress } from '../toTokenAddress.js'
import { isNativeSwapToken } from './isNativeSwapToken.js'
import { requireSwapAccount } from './requireSwapAccount.js'

export type FetchSwapPricesParameters = {
  tokens: readonly SwapToken[]
  signal?: AbortSignal
}
/** USD per whole token, by the token's CAIP-10 address as the swap service writes it */
export type FetchSwapPricesReturnType = Readonly<Record<string, number>>

const priced = (row: TokenBalance | undefined) =>
  row && Number.isFinite(row.price) && row.price > 0 ? row.price : undefined

function findHeld(balances: readonly TokenBalance[], token: SwapToken) {
  if (isNativeSwapToken(token.address)) return balances.find((b) => !b.address)
  const address = toTokenAddress(token.address).toLowerCase()
  return balances.find((b) => b.address && toTokenAddress(b.address).toLowerCase() === address)
}

/**
 * Docs: /core/actions/fetchSwapPrices. The USD prices of swap tokens: from the account's
 * balances where it holds them, else from the data source's `getTokenPrices` (matched by
 * symbol, as the service answers without addresses). A token nobody prices is left out, and a
 * source without prices or a failed request leaves out the rest: prices only inform the view.
 */
export async function fetchSwapPrices(
  kit: Kit,
  { tokens, signal }: FetchSwapPricesParameters,
): Promise<FetchSwapPricesReturnType> {
  const { network } = requireSwapAccount(kit)
  const balances = kit.$account.get().tokenBalance
  const prices: Record<string, number> = {}
  const missing: SwapToken[] = []
  for (const token of tokens) {
    const price = priced(findHeld(balances, token))
    if (price === undefined) missing.push(token)
    else prices[token.address] = price
  }
  const source = kit.options.dataSource
  if (!missing.length || !source?.getTokenPrices) return prices
  try {
    const rows = await source.getTokenPrices({
      network,
      addresses: missing.map((t) => t.address),
      ...(signal && { signal }),
    })
    for (const token of missing) {
      const row = rows.find((r) => r.symbol.toUpperCase() === token.symbol.toUpperCase())
      if (row && Number.isFinite(row.price) && row.price > 0) prices[token.address] = row.price
    }
  } catch (error) {
    if (signal?.aborted) throw error
    kit.log.warn('the swap token prices could not be read', error)
  }
  return prices
}
