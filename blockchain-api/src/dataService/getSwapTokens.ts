import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { maybe } from '../schemas/maybe.js'
import { numberLike } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const SWAP_TOKENS_ENDPOINT = 'GET /v1/convert/tokens'

export const SwapTokensSchema = v.object({
  tokens: rowsOf(
    v.object({
      name: v.string(),
      symbol: v.string(),
      /** CAIP-10 token address */
      address: v.string(),
      decimals: numberLike,
      logoUri: v.string(),
      eip2612: maybe(v.boolean()),
    }),
  ),
})
export type SwapTokens = v.InferOutput<typeof SwapTokensSchema>

export type GetSwapTokensParameters = { network: NetworkRef; signal?: AbortSignal | undefined }
export type GetSwapTokensReturnType = SwapTokens
export type GetSwapTokensErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getSwapTokens. No tokens off the swap networks. */
export async function getSwapTokens(
  ctx: DataServiceContext,
  { network, signal }: GetSwapTokensParameters,
): Promise<GetSwapTokensReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal }))) return { tokens: [] }
  return ctx.http.request(SwapTokensSchema, {
    endpoint: SWAP_TOKENS_ENDPOINT,
    method: 'GET',
    path: 'v1/convert/tokens',
    query: { chainId: network.caipNetworkId },
    signal,
  })
}
