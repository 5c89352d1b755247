import type { DataServiceContext, ServedChain } from '../context.js'
import { badRequest } from '../DataServiceError.js'
import { type ChainAsset, listChainAssets } from '../listChainAssets.js'

/**
 * The chain an on-ramp network name stands for (its slug such as `devnet-a`, its chain id,
 * or its CAIP-2 id) and the asset of that chain with `symbol`.
 */
export async function findOnrampTarget(
  ctx: DataServiceContext,
  network: string,
  symbol: string,
): Promise<{ chain: ServedChain; asset: ChainAsset }> {
  const chain = [...ctx.chains.values()].find(
    (c) => c.slug === network || String(c.chainId) === network || c.caipNetworkId === network,
  )
  if (!chain) throw badRequest(`network: ${network} is not an on-ramp network`)
  const asset = (await listChainAssets(ctx, chain)).find(
    (a) => a.symbol.toLowerCase() === symbol.toLowerCase(),
  )
  if (!asset) throw badRequest(`purchaseCurrency: ${symbol} is not sold on ${network}`)
  return { chain, asset }
}
