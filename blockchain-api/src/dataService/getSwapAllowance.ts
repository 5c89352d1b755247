import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { numericString } from '../schemas/numeric.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const SWAP_ALLOWANCE_ENDPOINT = 'GET /v1/convert/allowance'

export const SwapAllowanceSchema = v.object({ allowance: numericString })
export type SwapAllowance = v.InferOutput<typeof SwapAllowanceSchema>

export type GetSwapAllowanceParameters = {
  network: NetworkRef
  tokenAddress: string
  userAddress: string
  signal?: AbortSignal | undefined
}
export type GetSwapAllowanceReturnType = SwapAllowance
export type GetSwapAllowanceErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getSwapAllowance. '0' off the swap networks. */
export async function getSwapAllowance(
  ctx: DataServiceContext,
  { network, tokenAddress, userAddress, signal }: GetSwapAllowanceParameters,
): Promise<GetSwapAllowanceReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal })))
    return { allowance: '0' }
  return ctx.http.request(SwapAllowanceSchema, {
    endpoint: SWAP_ALLOWANCE_ENDPOINT,
    method: 'GET',
    path: 'v1/convert/allowance',
    query: { tokenAddress, userAddress },
    signal,
  })
}
