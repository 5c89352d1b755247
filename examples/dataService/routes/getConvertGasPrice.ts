import { parseChain, requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

/** GET /v1/convert/gas-price: the node's gas price, and 25% and 50% above it for speed. */
export const getConvertGasPrice: Route = async (ctx, { query }) => {
  const chain = parseChain(ctx, requireQuery(query, 'chainId'))
  const price = await chain.client.getGasPrice()
  return {
    json: {
      standard: String(price),
      fast: String((price * 125n) / 100n),
      instant: String((price * 150n) / 100n),
    },
  }
}
