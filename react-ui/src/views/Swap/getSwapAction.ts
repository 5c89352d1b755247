import { isSendAmount, type SwapState } from '@walletport/core'
import type { PlainMessageKey } from '../../i18n/types.js'
import type { SwapQuoteStatus } from './useSwapQuote.js'

/** What the form's button says, and whether it leads on to the review. */
export function getSwapAction(
  swap: SwapState,
  status: SwapQuoteStatus,
  insufficient: boolean,
): { label: PlainMessageKey; ready: boolean } {
  const { sourceToken, toToken, sourceTokenAmount } = swap
  const idle = (label: PlainMessageKey) => ({ label, ready: false })
  if (swap.loadingTransaction)
    return idle(swap.approvalRequired ? 'swap.approving' : 'swap.swapping')
  if (!sourceToken || !toToken) return idle('swap.selectToken')
  if (!sourceTokenAmount) return idle('swap.enterAmount')
  if (!isSendAmount(sourceTokenAmount, sourceToken.decimals)) return idle('swap.amountInvalid')
  if (insufficient) return idle('swap.insufficientBalance')
  if (status === 'none') return idle('swap.noQuote')
  if (status === 'failed') return idle('swap.quoteFailed')
  if (!swap.quote) return idle('swap.quoting')
  return { label: 'swap.review', ready: true }
}
