import * as v from 'valibot'
import { badRequest } from '../DataServiceError.js'
import { iconUrl } from '../iconUrl.js'
import { readAsset } from '../listChainAssets.js'
import { parseBody } from '../parseBody.js'
import { parseAccountId } from '../readParams.js'
import type { Route } from '../route.js'

const BodySchema = v.object({
  currency: v.string(),
  addresses: v.array(v.string()),
  projectId: v.optional(v.nullable(v.string())),
})

/**
 * POST /v1/fungible/price: the USD price of each asset named by CAIP-10 id (the native
 * placeholder address for ether), from the demo price table. Assets the table does not price
 * are left out, as the hosted service leaves out what it does not know.
 */
export const postFungiblePrice: Route = async (ctx, { body }) => {
  const { currency, addresses } = parseBody(BodySchema, body)
  if (currency !== 'usd') throw badRequest('currency: only usd is served')
  const found = await Promise.all(
    addresses.map(async (id) => {
      const { chain, address } = parseAccountId(ctx, id, 'addresses')
      const asset = await readAsset(chain, address)
      const price = asset ? ctx.prices[asset.symbol] : undefined
      if (!asset || price === undefined) return []
      return [
        {
          name: asset.name,
          symbol: asset.symbol,
          iconUrl: iconUrl(ctx.baseUrl, asset.symbol),
          price,
        },
      ]
    }),
  )
  return { json: { fungibles: found.flat() } }
}
