import { demoSwapArtifact } from '../../contracts/artifacts/demoSwapArtifact.js'
import { iconUrl } from '../iconUrl.js'
import { listChainAssets } from '../listChainAssets.js'
import { parseChain, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

/**
 * GET /v1/convert/tokens: the assets the swap contract can trade on `chainId`, those with a
 * funded pool against at least one other demo asset (read from the contract's reserves).
 */
export const getConvertTokens: Route = async (ctx, { query }) => {
  const chain = parseChain(ctx, requireQuery(query, 'chainId'))
  const assets = await listChainAssets(ctx, chain)
  const pairs = assets.flatMap((a, i) => assets.slice(i + 1).map((b) => [a, b] as const))
  const reserves = await Promise.all(
    pairs.map(([a, b]) =>
      chain.client
        .readContract({
          address: ctx.contracts.swap,
          abi: demoSwapArtifact.abi,
          functionName: 'getReserves',
          args: [a.address, b.address],
        })
        .catch(() => [0n, 0n] as const),
    ),
  )
  const tradable = new Set<string>()
  for (const [i, [a, b]] of pairs.entries()) {
    const [ra, rb] = reserves[i] ?? [0n, 0n]
    if (ra > 0n && rb > 0n) tradable.add(a.address).add(b.address)
  }
  const tokens = assets
    .filter((asset) => tradable.has(asset.address))
    .map((asset) => ({
      name: asset.name,
      symbol: asset.symbol,
      address: `${chain.caipNetworkId}:${asset.address}`,
      decimals: asset.decimals,
      logoUri: iconUrl(ctx.baseUrl, asset.symbol),
      eip2612: false,
    }))
  return { json: { tokens } }
}
