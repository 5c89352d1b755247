import type { DataServiceContext, ServedChain } from '../context.js'
import { badRequest } from '../DataServiceError.js'
import { type ChainAsset, readAsset } from '../listChainAssets.js'
import { parseAccountId } from '../readParams.js'

/** The two assets of a swap, named by CAIP-10 ids on one served chain. */
export async function parseSwapPair(
  ctx: DataServiceContext,
  from: string,
  to: string,
): Promise<{ chain: ServedChain; tokenIn: ChainAsset; tokenOut: ChainAsset }> {
  const a = parseAccountId(ctx, from, 'from')
  const b = parseAccountId(ctx, to, 'to')
  if (a.chain !== b.chain) throw badRequest('from and to must be on the same chain')
  if (a.address === b.address) throw badRequest('from and to must differ')
  const [tokenIn, tokenOut] = await Promise.all([
    readAsset(a.chain, a.address),
    readAsset(a.chain, b.address),
  ])
  if (!tokenIn) throw badRequest(`from: ${from} is not a token`)
  if (!tokenOut) throw badRequest(`to: ${to} is not a token`)
  return { chain: a.chain, tokenIn, tokenOut }
}
