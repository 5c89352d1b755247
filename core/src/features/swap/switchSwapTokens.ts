import type { Kit } from '../../kit/types.js'
import { ensureSwapStore } from '../featureStores.js'

/**
 * Docs: /core/actions/switchSwapTokens. Swaps the tokens to sell and to buy; the amount the
 * quote gave becomes the amount to sell, and the quote is cleared.
 */
export function switchSwapTokens(kit: Kit): void {
  const store = ensureSwapStore(kit)
  const { sourceToken, toToken, toTokenAmount } = store.$swap.get()
  store.update({
    sourceToken: toToken,
    toToken: sourceToken,
    sourceTokenAmount: toTokenAmount,
    toTokenAmount: undefined,
    quote: undefined,
    approvalRequired: false,
  })
}
