import * as v from 'valibot'
import { SWAP_SLIPPAGE } from '../constants.js'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import {
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
  type ServiceUnavailableErrorType,
} from '../errors/service.js'
import { numericString } from '../schemas/numeric.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const BUILD_SWAP_TRANSACTION_ENDPOINT = 'POST /v1/convert/build-transaction'

/** The spec does not show the body; this is the transaction to send, amounts as strings. */
export const SwapTransactionSchema = v.object({
  tx: v.object({
    from: v.string(),
    to: v.string(),
    data: v.string(),
    amount: numericString,
    eip155: v.object({ gas: numericString, gasPrice: numericString }),
  }),
})
export type SwapTransaction = v.InferOutput<typeof SwapTransactionSchema>

export type BuildSwapTransactionParameters = {
  network: NetworkRef
  amount: string
  /** CAIP-10 token addresses */
  from: string
  to: string
  userAddress: string
  /** percent; default 1 */
  slippage?: number | undefined
  disableEstimate?: boolean | undefined
  signal?: AbortSignal | undefined
}
export type BuildSwapTransactionReturnType = SwapTransaction
export type BuildSwapTransactionErrorType =
  | NetworkNotSupportedErrorType
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/buildSwapTransaction. Throws 'Network not supported for Swaps'. */
export async function buildSwapTransaction(
  ctx: DataServiceContext,
  p: BuildSwapTransactionParameters,
): Promise<BuildSwapTransactionReturnType> {
  const { network, signal } = p
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal })))
    throw new NetworkNotSupportedError({ feature: 'Swaps', caipNetworkId: network.caipNetworkId })
  return ctx.http.request(SwapTransactionSchema, {
    endpoint: BUILD_SWAP_TRANSACTION_ENDPOINT,
    method: 'POST',
    path: 'v1/convert/build-transaction',
    json: {
      projectId: ctx.projectId,
      amount: p.amount,
      eip155: { slippage: p.slippage ?? SWAP_SLIPPAGE },
      from: p.from,
      to: p.to,
      userAddress: p.userAddress,
      disableEstimate: p.disableEstimate ?? false,
    },
    signal,
  })
}
