import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { numberLike } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const TOKEN_PRICES_ENDPOINT = 'POST /v1/fungible/price'

export const TokenPricesSchema = v.object({
  fungibles: rowsOf(
    v.object({
      name: v.string(),
      symbol: v.string(),
      iconUrl: v.optional(v.string(), ''),
      price: numberLike,
    }),
  ),
})
export type TokenPrices = v.InferOutput<typeof TokenPricesSchema>

export type GetTokenPricesParameters = {
  network: NetworkRef
  /** CAIP-10 token addresses */
  addresses: readonly string[]
  signal?: AbortSignal | undefined
}
export type GetTokenPricesReturnType = TokenPrices
export type GetTokenPricesErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getTokenPrices. USD prices; none on unlisted networks. */
export async function getTokenPrices(
  ctx: DataServiceContext,
  { network, addresses, signal }: GetTokenPricesParameters,
): Promise<GetTokenPricesReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'prices', signal })))
    return { fungibles: [] }
  return ctx.http.request(TokenPricesSchema, {
    endpoint: TOKEN_PRICES_ENDPOINT,
    method: 'POST',
    path: 'v1/fungible/price',
    json: { currency: 'usd', addresses, projectId: ctx.projectId },
    signal,
  })
}
