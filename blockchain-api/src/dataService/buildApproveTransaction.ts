import * as v from 'valibot'
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

export const BUILD_APPROVE_TRANSACTION_ENDPOINT = 'GET /v1/convert/build-approve'

/**
 * The spec does not show the body (schemas/SHAPES.md has it with its sources): the approval
 * to send. The service sends `gas` as a JSON number, and some versions send no gas (or no
 * `eip155` at all), leaving the estimate to the wallet; amounts come out as strings.
 */
export const ApproveTransactionSchema = v.object({
  tx: v.object({
    from: v.string(),
    to: v.string(),
    data: v.string(),
    value: numericString,
    eip155: v.optional(
      v.object({ gas: v.optional(numericString), gasPrice: v.optional(numericString) }),
      {},
    ),
  }),
})
export type ApproveTransaction = v.InferOutput<typeof ApproveTransactionSchema>

export type BuildApproveTransactionParameters = {
  network: NetworkRef
  userAddress: string
  /** CAIP-10 token addresses */
  from: string
  to: string
  signal?: AbortSignal | undefined
}
export type BuildApproveTransactionReturnType = ApproveTransaction
export type BuildApproveTransactionErrorType =
  | NetworkNotSupportedErrorType
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/buildApproveTransaction. Throws 'Network not supported for Swaps'. */
export async function buildApproveTransaction(
  ctx: DataServiceContext,
  { network, userAddress, from, to, signal }: BuildApproveTransactionParameters,
): Promise<BuildApproveTransactionReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal })))
    throw new NetworkNotSupportedError({ feature: 'Swaps', caipNetworkId: network.caipNetworkId })
  return ctx.http.request(ApproveTransactionSchema, {
    endpoint: BUILD_APPROVE_TRANSACTION_ENDPOINT,
    method: 'GET',
    path: 'v1/convert/build-approve',
    query: { userAddress, from, to },
    signal,
  })
}
