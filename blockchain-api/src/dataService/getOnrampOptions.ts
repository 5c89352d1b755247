import * as v from 'valibot'
import { FALLBACK_ONRAMP_OPTIONS } from '../constants.js'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { numericString } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import type { DataServiceContext } from './types.js'

export const ONRAMP_OPTIONS_ENDPOINT = 'GET /v1/onramp/options'

/** What can be bought and paid with. */
export const OnrampOptionsSchema = v.object({
  purchaseCurrencies: rowsOf(
    v.object({
      id: v.string(),
      name: v.string(),
      symbol: v.string(),
      networks: rowsOf(
        v.object({
          name: v.string(),
          display_name: v.string(),
          chain_id: v.string(),
          contract_address: v.string(),
        }),
      ),
    }),
  ),
  paymentCurrencies: rowsOf(
    v.object({
      id: v.string(),
      payment_method_limits: rowsOf(
        v.object({ id: v.string(), min: numericString, max: numericString }),
      ),
    }),
  ),
})
export type OnrampOptions = v.InferOutput<typeof OnrampOptionsSchema>

export type GetOnrampOptionsParameters = { signal?: AbortSignal | undefined }
/** `isFallback` marks the built-in defaults */
export type GetOnrampOptionsReturnType = OnrampOptions & { isFallback: boolean }
export type GetOnrampOptionsErrorType = RequestAbortedErrorType | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getOnrampOptions
 * The on-ramp's currencies and limits. Any failure but an abort gives the built-in defaults
 * (USD and EUR; card 10.00-7500.00, bank account 10.00-25000.00).
 */
export async function getOnrampOptions(
  ctx: DataServiceContext,
  { signal }: GetOnrampOptionsParameters = {},
): Promise<GetOnrampOptionsReturnType> {
  try {
    const options = await ctx.http.request(OnrampOptionsSchema, {
      endpoint: ONRAMP_OPTIONS_ENDPOINT,
      method: 'GET',
      path: 'v1/onramp/options',
      signal,
    })
    return { ...options, isFallback: false }
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    // parsing gives a fresh copy each time, so a caller's change never reaches the constant
    return { ...v.parse(OnrampOptionsSchema, FALLBACK_ONRAMP_OPTIONS), isFallback: true }
  }
}
