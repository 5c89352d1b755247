import { useStore } from '@nanostores/react'
import {
  getSwapDetails,
  isNativeSwapToken,
  type SwapDetails,
  type SwapState,
} from '@walletport/core'
import { useKitContext } from '../../provider/KitContext.js'
import { type SwapFee, useSwapFee } from './useSwapFee.js'
import { useSwapPrices } from './useSwapPrices.js'

export type SwapFigures = {
  /** what the quote means; undefined without one */
  details: SwapDetails | undefined
  /** the sold amount's USD value as typed, before any quote */
  fromValueUsd: number | undefined
  fee: SwapFee
}

/** The quote's rate, minimum, USD values, price impact and network fee (core's getSwapDetails). */
export function useSwapDetails(swap: SwapState): SwapFigures {
  const { kit } = useKitContext()
  const network = useStore(kit.$activeNetwork)
  const prices = useSwapPrices(swap)
  const fee = useSwapFee(swap)
  const { sourceToken, toToken, quote, slippage, sourceTokenAmount } = swap
  const native = swap.tokens.find((t) => isNativeSwapToken(t.address))
  const fromPrice = sourceToken && prices[sourceToken.address]
  const typed = Number(sourceTokenAmount)
  const fromValueUsd =
    fromPrice && sourceTokenAmount && Number.isFinite(typed) ? typed * fromPrice : undefined
  if (!quote || !sourceToken || !toToken) return { details: undefined, fromValueUsd, fee }
  let details: SwapDetails | undefined
  try {
    details = getSwapDetails({
      fromAmount: BigInt(quote.fromAmount),
      toAmount: BigInt(quote.toAmount),
      fromDecimals: sourceToken.decimals,
      toDecimals: toToken.decimals,
      slippage,
      fromPrice,
      toPrice: prices[toToken.address],
      fee:
        fee.status === 'known'
          ? {
              amount: fee.amount,
              decimals: network.nativeCurrency.decimals,
              price: native && prices[native.address],
            }
          : undefined,
    })
  } catch (error) {
    // a quote of nothing has no rate: the view shows none rather than failing
    kit.log.warn('the swap quote could not be read', error)
  }
  // the sell side shows what was typed; the quote's own amount is the impact's
  return { details, fromValueUsd: fromValueUsd ?? details?.fromValueUsd, fee }
}
