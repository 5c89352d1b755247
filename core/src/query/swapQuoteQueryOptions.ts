import { ensureSwapStore } from '../features/featureStores.js'
import { type FetchSwapQuoteReturnType, fetchSwapQuote } from '../features/swap/fetchSwapQuote.js'
import type { Kit } from '../kit/types.js'
import { accountKey } from './accountKey.js'
import type { KitQueryOptions } from './types.js'

/**
 * Docs: /core/query/swapQuoteQueryOptions. A quote for the swap form as it is now (see
 * setSwapParameters): its tokens and amount are part of the key, so a new form reads again.
 */
export function swapQuoteQueryOptions(kit: Kit): KitQueryOptions<FetchSwapQuoteReturnType> {
  const { sourceToken, toToken, sourceTokenAmount } = ensureSwapStore(kit).$swap.get()
  const key = accountKey(kit)
  return {
    queryKey: ['swapQuote', key, sourceToken?.address, toToken?.address, sourceTokenAmount],
    queryFn: ({ signal }) => fetchSwapQuote(kit, { signal }),
    enabled: key !== undefined && Boolean(sourceToken && toToken && sourceTokenAmount),
  }
}
