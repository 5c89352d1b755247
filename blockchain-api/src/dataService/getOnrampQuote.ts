import * as v from 'valibot'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { numericString } from '../schemas/numeric.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const ONRAMP_QUOTE_ENDPOINT = 'POST /v1/onramp/quote'

const AmountSchema = v.object({ amount: numericString, currency: v.string() })

/** A quote: the fees are the provider's and the network's. */
export const OnrampQuoteSchema = v.object({
  paymentTotal: AmountSchema,
  paymentSubtotal: AmountSchema,
  purchaseAmount: AmountSchema,
  // the public client's quote type has no provider fee: the service need not send it
  coinbaseFee: v.optional(AmountSchema),
  networkFee: AmountSchema,
  quoteId: v.string(),
})
export type OnrampQuote = v.InferOutput<typeof OnrampQuoteSchema>

export type GetOnrampQuoteParameters = {
  network: NetworkRef
  /** the crypto currency id of the options, e.g. 'USDC' */
  purchaseCurrency: string
  /** the fiat currency id, e.g. 'USD' */
  paymentCurrency: string
  /** the fiat amount to pay, fees included, e.g. '100.00' */
  amount: string
  /** the on-ramp's network name, sent as `network` */
  purchaseNetwork: string
  signal?: AbortSignal | undefined
}
/** `isFallback` marks the estimate given when the service fails; undefined off the on-ramp */
export type GetOnrampQuoteReturnType = (OnrampQuote & { isFallback: boolean }) | undefined
export type GetOnrampQuoteErrorType = RequestAbortedErrorType | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getOnrampQuote
 * What paying `amount` buys. Any failure but an abort gives the fallback estimate.
 */
export async function getOnrampQuote(
  ctx: DataServiceContext,
  p: GetOnrampQuoteParameters,
): Promise<GetOnrampQuoteReturnType> {
  try {
    if (
      !(await isNetworkSupported(ctx, { network: p.network, feature: 'onramp', signal: p.signal }))
    )
      return undefined
    const quote = await ctx.http.request(OnrampQuoteSchema, {
      endpoint: ONRAMP_QUOTE_ENDPOINT,
      method: 'POST',
      path: 'v1/onramp/quote',
      json: {
        purchaseCurrency: p.purchaseCurrency,
        paymentCurrency: p.paymentCurrency,
        amount: p.amount,
        network: p.purchaseNetwork,
      },
      signal: p.signal,
    })
    return { ...quote, isFallback: false }
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    return getFallbackQuote(p)
  }
}

/**
 * The spec's fallback quote shows no values; ours charges the top of the 1-2% provider fee
 * range and no network fee, so the estimate never promises more than a live quote. Without
 * a price the crypto amount is unknown: '0', with `isFallback` telling the UI so.
 */
export function getFallbackQuote({
  purchaseCurrency,
  paymentCurrency,
  amount,
}: Pick<
  GetOnrampQuoteParameters,
  'purchaseCurrency' | 'paymentCurrency' | 'amount'
>): OnrampQuote & {
  isFallback: boolean
} {
  const total = Number(amount)
  const cents = Number.isFinite(total) && total > 0 ? Math.round(total * 100) : 0
  const fee = Math.ceil(cents * 0.02)
  const money = (value: number) => ({ amount: (value / 100).toFixed(2), currency: paymentCurrency })
  return {
    paymentTotal: money(cents),
    paymentSubtotal: money(cents - fee),
    purchaseAmount: { amount: '0', currency: purchaseCurrency },
    coinbaseFee: money(fee),
    networkFee: money(0),
    quoteId: 'fallback',
    isFallback: true,
  }
}
