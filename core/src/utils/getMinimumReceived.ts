import { InvalidDecimalError } from '../errors/rules.js'

/**
 * Docs: /core/utils/getMinimumReceived. The least a swap can pay out at a slippage tolerance in
 * percent (1 is 1%), in the token's smallest unit: the quote's amount less the tolerance, cut
 * to whole basis points and rounded down, as the swap transaction's own bound is; 100% or more
 * bounds nothing (0). Throws InvalidDecimalError for a negative or non-finite slippage.
 */
export function getMinimumReceived(toAmount: bigint, slippage: number): bigint {
  // a tolerance is a percentage; NaN and huge values reached BigInt() as a RangeError
  if (!(slippage >= 0 && Number.isFinite(slippage)) || typeof toAmount !== 'bigint')
    throw new InvalidDecimalError({ value: slippage })
  const keptBasisPoints = BigInt(Math.max(0, Math.round((100 - Math.min(slippage, 100)) * 100)))
  return (toAmount * keptBasisPoints) / 10_000n
}
