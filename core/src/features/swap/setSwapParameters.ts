import { InvalidSlippageError, type InvalidSlippageErrorType } from '../../errors/features.js'
import type { Kit } from '../../kit/types.js'
import type { SwapToken } from '../../types/dataSource.js'
import { ensureSwapStore } from '../featureStores.js'
import type { SwapState } from './createSwapStore.js'

/** Only the keys given change; a key given as undefined clears it. */
export type SetSwapParametersParameters = {
  sourceToken?: SwapToken | undefined
  toToken?: SwapToken | undefined
  /** in source-token units, as typed */
  amount?: string | undefined
  /** percent, above 0 and at most 50 */
  slippage?: number
}
export type SetSwapParametersReturnType = SwapState
export type SetSwapParametersErrorType = InvalidSlippageErrorType

const MAX_SLIPPAGE = 50

/**
 * Docs: /core/actions/setSwapParameters. Changes the swap form. The quote and the amount it
 * gave no longer apply and are cleared; fetchSwapQuote asks again.
 */
export function setSwapParameters(
  kit: Kit,
  parameters: SetSwapParametersParameters,
): SetSwapParametersReturnType {
  const { slippage } = parameters
  if (
    slippage !== undefined &&
    !(Number.isFinite(slippage) && slippage > 0 && slippage <= MAX_SLIPPAGE)
  )
    throw new InvalidSlippageError({ value: slippage })
  const store = ensureSwapStore(kit)
  const has = (name: keyof SetSwapParametersParameters) => Object.hasOwn(parameters, name)
  store.update({
    ...(has('sourceToken') ? { sourceToken: parameters.sourceToken } : {}),
    ...(has('toToken') ? { toToken: parameters.toToken } : {}),
    ...(has('amount') ? { sourceTokenAmount: parameters.amount } : {}),
    ...(slippage !== undefined ? { slippage } : {}),
    quote: undefined,
    toTokenAmount: undefined,
    approvalRequired: false,
  })
  return store.$swap.get()
}
