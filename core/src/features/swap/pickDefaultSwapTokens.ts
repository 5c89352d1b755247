import type { SwapToken } from '../../types/dataSource.js'
import { isNativeSwapToken } from './isNativeSwapToken.js'

export type DefaultSwapTokens = { sourceToken?: SwapToken; toToken?: SwapToken }

/**
 * Docs: /core/utils/pickDefaultSwapTokens. What a swap form without tokens starts with: the
 * network's native currency (the service's 0xeeee… token) to sell, and to buy the first of the
 * network's popular tokens (SWAP_POPULAR_TOKENS order, so USDC before USDT) that is not the
 * token sold. A side already chosen is kept; a list without a native token leaves the sell side
 * empty rather than guessing.
 */
export function pickDefaultSwapTokens(
  tokens: readonly SwapToken[],
  popularTokens: readonly SwapToken[],
  chosen: DefaultSwapTokens = {},
): DefaultSwapTokens {
  const sourceToken = chosen.sourceToken ?? tokens.find((t) => isNativeSwapToken(t.address))
  const differs = (t: SwapToken) => t.address !== sourceToken?.address
  const toToken =
    chosen.toToken ??
    popularTokens.find((t) => differs(t) && !isNativeSwapToken(t.address)) ??
    popularTokens.find(differs)
  return { ...(sourceToken && { sourceToken }), ...(toToken && { toToken }) }
}
