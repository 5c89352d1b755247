import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { maybe } from '../schemas/maybe.js'
import { numericString } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const SWAP_QUOTES_ENDPOINT = 'GET /v1/convert/quotes'

export const SwapQuotesSchema = v.object({
  quotes: rowsOf(
    v.object({
      id: maybe(v.string()),
      fromAmount: numericString,
      fromAccount: v.string(),
      toAmount: numericString,
      toAccount: v.string(),
    }),
  ),
})
export type SwapQuotes = v.InferOutput<typeof SwapQuotesSchema>

export type GetSwapQuotesParameters = {
  network: NetworkRef
  /** in the smallest unit of `from` */
  amount: string
  userAddress: string
  /** CAIP-10 token addresses */
  from: string
  to: string
  gasPrice: string
  signal?: AbortSignal | undefined
}
export type GetSwapQuotesReturnType = SwapQuotes
export type GetSwapQuotesErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getSwapQuotes. No quotes off the swap networks. */
export async function getSwapQuotes(
  ctx: DataServiceContext,
  { network, amount, userAddress, from, to, gasPrice, signal }: GetSwapQuotesParameters,
): Promise<GetSwapQuotesReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal }))) return { quotes: [] }
  return ctx.http.request(SwapQuotesSchema, {
    endpoint: SWAP_QUOTES_ENDPOINT,
    method: 'GET',
    path: 'v1/convert/quotes',
    query: { amount, userAddress, from, to, gasPrice },
    signal,
  })
}
