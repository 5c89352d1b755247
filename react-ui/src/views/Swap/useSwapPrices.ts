import { fetchSwapPrices, isNativeSwapToken, type SwapState } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

type Prices = Readonly<Record<string, number>>

/**
 * The USD prices of the two tokens and of the native currency (the fee's), read again when a
 * token changes; empty until they come, and where nobody prices a token.
 */
export function useSwapPrices({ sourceToken, toToken, tokens }: SwapState): Prices {
  const { kit } = useKitContext()
  const native = tokens.find((t) => isNativeSwapToken(t.address))
  const wanted = [sourceToken, toToken, native].filter((t) => t !== undefined)
  const key = wanted.map((t) => t.address).join('|')
  const [read, setRead] = useState<{ key: string; prices: Prices }>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the tokens asked for
  useEffect(() => {
    if (!key) return
    const controller = new AbortController()
    fetchSwapPrices(kit, { tokens: wanted, signal: controller.signal }).then(
      (prices) => setRead({ key, prices }),
      (error: unknown) => {
        if (!controller.signal.aborted) kit.log.warn('no swap prices', error)
      },
    )
    return () => controller.abort()
  }, [kit, key])
  return read?.key === key ? read.prices : {}
}
