import type { DataServiceContext } from '../context.js'
import { DataServiceError } from '../DataServiceError.js'
import type { OnrampOrder } from '../onramp/createOnrampDesk.js'
import { deliverOrder } from '../onramp/deliverOrder.js'
import { renderOrderPage } from '../onramp/renderOrderPage.js'
import { requireQuery } from '../readParams.js'
import type { Route } from '../route.js'

function findOrder(ctx: DataServiceContext, query: URLSearchParams): OnrampOrder {
  const order = ctx.onramp.get(requireQuery(query, 'order'))
  if (!order) throw new DataServiceError(404, 'No such order')
  return order
}

/** GET /onramp/buy?order=…: the local provider's page for an order the URL generator opened. */
export const getOnrampPage: Route = async (ctx, { query }) => {
  const order = findOrder(ctx, query)
  return {
    contentType: 'text/html; charset=utf-8',
    text: renderOrderPage(order, ctx.chains.get(order.caipNetworkId)),
  }
}

/** POST /onramp/buy?order=…: pays the order out (see deliverOrder), then shows its page again. */
export const postOnrampPurchase: Route = async (ctx, { query }) => {
  const order = findOrder(ctx, query)
  await deliverOrder(ctx, order)
  return {
    status: 303,
    headers: { location: `/onramp/buy?order=${encodeURIComponent(order.id)}` },
    json: { delivered: true },
  }
}
