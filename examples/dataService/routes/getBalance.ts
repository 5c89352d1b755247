import { erc20Abi, formatUnits } from 'viem'
import { badRequest } from '../DataServiceError.js'
import { iconUrl } from '../iconUrl.js'
import { listChainAssets } from '../listChainAssets.js'
import { parseAddress, parseChain, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

/**
 * GET /v1/account/{address}/balance: ether and each demo ERC-20 the account holds on
 * `chainId`, read from the chain now (`forceUpdate` changes nothing: nothing is cached), and
 * valued in USD at the demo prices. Ether is always listed; tokens only when held.
 */
export const getBalance: Route = async (ctx, { params, query }) => {
  const account = parseAddress(params.address ?? '', 'address')
  if (requireQuery(query, 'currency') !== 'usd') throw badRequest('currency: only usd is served')
  const chain = parseChain(ctx, requireQuery(query, 'chainId'))
  const assets = await listChainAssets(ctx, chain)
  const amounts = await Promise.all(
    assets.map((asset) =>
      asset.native
        ? chain.client.getBalance({ address: account })
        : chain.client.readContract({
            address: asset.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account],
          }),
    ),
  )
  const balances = assets.flatMap((asset, i) => {
    const amount = amounts[i] ?? 0n
    if (!asset.native && amount === 0n) return []
    const numeric = formatUnits(amount, asset.decimals)
    const price = ctx.prices[asset.symbol] ?? 0
    return [
      {
        name: asset.name,
        symbol: asset.symbol,
        chainId: chain.caipNetworkId,
        ...(asset.native ? {} : { address: `${chain.caipNetworkId}:${asset.address}` }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(asset.decimals), numeric },
        iconUrl: iconUrl(ctx.baseUrl, asset.symbol),
      },
    ]
  })
  return { json: { balances } }
}
