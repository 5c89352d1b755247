import * as v from 'valibot'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { FetchTransactionsError, type FetchTransactionsErrorType } from '../errors/transactions.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { filterTransactions } from './filterTransactions.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { TransactionSchema } from './TransactionSchema.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const TRANSACTIONS_ENDPOINT = 'GET /v1/account/{address}/history'

export const TransactionsResponseSchema = v.object({
  // a transaction the schema does not know is dropped and reported; the page is kept
  data: rowsOf(TransactionSchema),
  /** the cursor of the next page; none on the last */
  next: v.optional(
    v.pipe(
      v.nullable(v.string()),
      v.transform((value) => value || undefined),
    ),
  ),
})
export type TransactionsResponse = v.InferOutput<typeof TransactionsResponseSchema>

export type GetTransactionsParameters = {
  address: string
  network: NetworkRef
  cursor?: string | undefined
  /** an on-ramp provider whose purchases to list; 'coinbase' is never served from a cache */
  onramp?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetTransactionsReturnType = TransactionsResponse
export type GetTransactionsErrorType =
  | FetchTransactionsErrorType
  | RequestAbortedErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getTransactions
 * One page of an address's history on `network`, spam and other networks left out. Empty
 * where activity is not served. A failure emits ERROR_FETCH_TRANSACTIONS and throws
 * 'Failed to fetch transactions'.
 */
export async function getTransactions(
  ctx: DataServiceContext,
  { address, network, cursor, onramp, signal }: GetTransactionsParameters,
): Promise<GetTransactionsReturnType> {
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'activity', signal })))
      return { data: [], next: undefined }
    const response = await ctx.http.request(TransactionsResponseSchema, {
      endpoint: TRANSACTIONS_ENDPOINT,
      method: 'GET',
      path: `v1/account/${encodePathSegment(address, TRANSACTIONS_ENDPOINT)}/history`,
      query: { cursor, onramp, chainId: network.caipNetworkId },
      cache: onramp === 'coinbase' ? 'no-cache' : undefined,
      signal,
    })
    return { data: filterTransactions(response.data, network.caipNetworkId), next: response.next }
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    ctx.onEvent?.({
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: {
        address,
        projectId: ctx.projectId,
        cursor,
        caipNetworkId: network.caipNetworkId,
      },
    })
    throw new FetchTransactionsError({ cause: error })
  }
}
