/**
 * Docs: /core/utils/getMinimumReceived. The least a swap can pay out at a slippage tolerance in
 * percent (1 is 1%), in the token's smallest unit: the quote's amount less the tolerance, cut
 * to whole basis points and rounded down, as the swap transaction's own bound is.
 */
export function getMinimumReceived(toAmount: bigint, slippage: number): bigint {
  const keptBasisPoints = BigInt(Math.max(0, Math.round((100 - slippage) * 100)))
  return (toAmount * keptBasisPoints) / 10_000n
}
