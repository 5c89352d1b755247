import type { SwapToken } from '../../types/dataSource.js'
import { toTokenAddress } from '../toTokenAddress.js'

/**
 * The token `query` names: its CAIP-10 id, its address, or its symbol (in any case); the
 * first match wins, as a network can list two tokens with one symbol.
 */
export function findSwapToken(
  tokens: readonly SwapToken[],
  query: string | undefined,
): SwapToken | undefined {
  if (!query) return undefined
  const wanted = query.toLowerCase()
  return (
    tokens.find((t) => t.address.toLowerCase() === wanted) ??
    tokens.find((t) => toTokenAddress(t.address).toLowerCase() === wanted) ??
    tokens.find((t) => t.symbol.toLowerCase() === wanted)
  )
}
