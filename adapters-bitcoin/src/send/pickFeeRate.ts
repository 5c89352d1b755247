import { FeeRateTooHighError } from '../errors.js'
import type { FeeEstimates } from '../esplora/parseEsplora.js'

/** Bitcoin Core's default minimum relay fee, in sat/vB. */
export const MIN_RELAY_FEE_RATE = 1

/**
 * Docs: /adapters-bitcoin/pickFeeRate. The rate for confirmation within `target` blocks:
 * the estimate of the largest target not above it (or the fastest one there is), never
 * below the minimum relay rate, and never above `maxFeeRate`.
 */
export function pickFeeRate({
  estimates,
  target,
  maxFeeRate,
}: {
  estimates: FeeEstimates
  target: number
  maxFeeRate: number
}): number {
  // estimates are sorted by target; a longer wait never needs a higher rate than a shorter one
  const eligible = estimates.filter((estimate) => estimate.target <= target)
  const chosen = eligible.at(-1) ?? estimates[0]
  const feeRate = Math.max(chosen?.feeRate ?? MIN_RELAY_FEE_RATE, MIN_RELAY_FEE_RATE)
  // NaN on either side is refused too: a rate that cannot be compared is never paid
  if (!Number.isFinite(feeRate) || !(feeRate <= maxFeeRate))
    throw new FeeRateTooHighError({ feeRate, maxFeeRate })
  return feeRate
}
