import type { SwapToken } from '../../types/dataSource.js'

/** The tokens whose symbol is in `symbols`, in the order of `symbols`, one per symbol. */
export function pickTokens(tokens: readonly SwapToken[], symbols: readonly string[]): SwapToken[] {
  return symbols.flatMap((symbol) => {
    const token = tokens.find((t) => t.symbol.toUpperCase() === symbol.toUpperCase())
    return token ? [token] : []
  })
}
