import { IncompleteSwapError } from '../../errors/features.js'
import type { ChainAdapter } from '../../types/adapter.js'
import type { SwapToken } from '../../types/dataSource.js'
import { isSendAmount } from '../../utils/isSendAmount.js'
import type { SwapState } from './createSwapStore.js'

export type SwapForm = {
  sourceToken: SwapToken
  toToken: SwapToken
  /** in the source token's smallest unit */
  amount: bigint
}

/** The swap form, complete and valid; else IncompleteSwapError. */
export function readSwapForm(state: SwapState, adapter: ChainAdapter): SwapForm {
  const { sourceToken, toToken, sourceTokenAmount } = state
  if (
    !sourceToken ||
    !toToken ||
    sourceToken.address === toToken.address ||
    !isSendAmount(sourceTokenAmount, sourceToken.decimals)
  )
    throw new IncompleteSwapError({
      metaMessages: [
        `Sell: ${sourceToken?.symbol ?? 'none'}`,
        `Buy: ${toToken?.symbol ?? 'none'}`,
        `Amount: ${sourceTokenAmount ?? 'none'}`,
      ],
    })
  return {
    sourceToken,
    toToken,
    amount: adapter.parseUnits(sourceTokenAmount, sourceToken.decimals),
  }
}
