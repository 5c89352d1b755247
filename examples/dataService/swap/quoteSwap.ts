import type { Address } from 'viem'
import { demoSwapArtifact } from '../../contracts/artifacts/demoSwapArtifact.js'
import type { ServedChain } from '../context.js'
import { DataServiceError } from '../DataServiceError.js'

/**
 * What the swap contract pays for `amountIn` of `tokenIn` now (its own `getAmountOut`, so
 * the quote is exactly what a swap mined next would give). A 422 when the pair has no pool
 * or the pool cannot pay.
 */
export async function quoteSwap(
  chain: ServedChain,
  swap: Address,
  tokenIn: Address,
  tokenOut: Address,
  amountIn: bigint,
): Promise<bigint> {
  const amountOut = await chain.client
    .readContract({
      address: swap,
      abi: demoSwapArtifact.abi,
      functionName: 'getAmountOut',
      args: [tokenIn, tokenOut, amountIn],
    })
    .catch(() => undefined)
  if (amountOut === undefined)
    throw new DataServiceError(422, 'No pool for this pair on this chain')
  if (amountOut === 0n) throw new DataServiceError(422, 'The amount is too small to swap')
  return amountOut
}
