import * as v from 'valibot'
import { findOnrampTarget } from '../onramp/findOnrampTarget.js'
import { quoteOnramp } from '../onramp/quoteOnramp.js'
import { parseBody } from '../parseBody.js'
import type { Route } from '../route.js'

const BodySchema = v.object({
  purchaseCurrency: v.string(),
  paymentCurrency: v.string(),
  amount: v.pipe(v.string(), v.regex(/^\d+(\.\d{1,2})?$/, 'expected a fiat amount such as 100.00')),
  network: v.string(),
})

/** POST /v1/onramp/quote: what paying `amount` buys, fees itemised (see quoteOnramp). */
export const postOnrampQuote: Route = async (ctx, { body }) => {
  const p = parseBody(BodySchema, body)
  const { chain, asset } = await findOnrampTarget(ctx, p.network, p.purchaseCurrency)
  const quote = await quoteOnramp(ctx, chain, asset, Number(p.amount), p.paymentCurrency)
  const money = (cents: number) => ({
    amount: (cents / 100).toFixed(2),
    currency: p.paymentCurrency,
  })
  return {
    json: {
      paymentTotal: money(quote.totalCents),
      paymentSubtotal: money(quote.subtotalCents),
      purchaseAmount: { amount: quote.purchaseAmount, currency: asset.symbol },
      coinbaseFee: money(quote.feeCents),
      networkFee: money(quote.networkCents),
      quoteId: crypto.randomUUID(),
    },
  }
}
