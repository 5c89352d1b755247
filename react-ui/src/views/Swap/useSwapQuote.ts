import { useStore } from '@nanostores/react'
import { $swapState, fetchSwapQuote, isSendAmount, NoSwapQuoteError } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { useDebouncedValue } from '../useDebouncedValue.js'

export type SwapQuoteStatus = 'idle' | 'waiting' | 'none' | 'failed'

// typing pauses this long before the service is asked
const QUOTE_DELAY = 400

/**
 * Asks for a quote whenever the form is complete and has none: the tokens, the amount or the
 * slippage changed (each clears the quote). `waiting` covers the pause and the request.
 */
export function useSwapQuote(): SwapQuoteStatus {
  const { kit } = useKitContext()
  const { sourceToken, toToken, sourceTokenAmount, slippage, quote } = useStore($swapState(kit))
  const complete =
    sourceToken !== undefined &&
    toToken !== undefined &&
    sourceToken.address !== toToken.address &&
    isSendAmount(sourceTokenAmount, sourceToken.decimals)
  const key = complete
    ? `${sourceToken.address}|${toToken.address}|${sourceTokenAmount}|${slippage}`
    : undefined
  const settled = useDebouncedValue(key, QUOTE_DELAY)
  const [result, setResult] = useState<{ key: string; status: SwapQuoteStatus }>()
  const hasQuote = quote !== undefined
  useEffect(() => {
    if (!settled || hasQuote) return
    const controller = new AbortController()
    fetchSwapQuote(kit, { signal: controller.signal }).then(
      () => setResult(undefined),
      (error: unknown) => {
        if (controller.signal.aborted) return
        kit.log.warn('no swap quote', error)
        setResult({ key: settled, status: error instanceof NoSwapQuoteError ? 'none' : 'failed' })
      },
    )
    return () => controller.abort()
  }, [kit, settled, hasQuote])
  if (!key || hasQuote) return 'idle'
  return result?.key === key ? result.status : 'waiting'
}
