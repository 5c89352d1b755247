import { estimateSwapFee, type SwapState } from '@walletport/core'
import { useEffect, useState } from 'react'
import { useKitContext } from '../../provider/KitContext.js'

export type SwapFee = { status: 'waiting' | 'unknown' } | { status: 'known'; amount: bigint }

/**
 * The network fee of the quoted swap (and its approval), in wei: estimated again for each new
 * quote; `unknown` where the service gives no gas limit or fails, which never blocks the swap.
 */
export function useSwapFee({ quote, approvalRequired }: SwapState): SwapFee {
  const { kit } = useKitContext()
  const [read, setRead] = useState<{ quote: object; fee: SwapFee }>()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the approval changes what is built
  useEffect(() => {
    if (!quote) return
    const controller = new AbortController()
    const done = (fee: SwapFee) => setRead({ quote, fee })
    estimateSwapFee(kit, { signal: controller.signal }).then(
      (amount) => done(amount === undefined ? { status: 'unknown' } : { status: 'known', amount }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        kit.log.warn('the swap fee could not be estimated', error)
        done({ status: 'unknown' })
      },
    )
    return () => controller.abort()
  }, [kit, quote, approvalRequired])
  return quote && read?.quote === quote ? read.fee : { status: 'waiting' }
}
