import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { maybe } from '../schemas/maybe.js'
import { numberLike } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const SESSIONS_ENDPOINT = 'GET /v1/sessions/{address}'

/**
 * The spec does not show the body. Ours: `pcis`, the permission contexts granted by the
 * address, each identified by `pci`; fields we do not read are kept as they come.
 */
export const SessionsSchema = v.object({
  pcis: rowsOf(
    v.looseObject({
      pci: v.string(),
      expiry: maybe(numberLike),
      createdAt: maybe(numberLike),
      revokedAt: maybe(numberLike),
      project: maybe(
        v.looseObject({ id: maybe(v.string()), name: maybe(v.string()), url: maybe(v.string()) }),
      ),
    }),
  ),
})
export type Sessions = v.InferOutput<typeof SessionsSchema>

export type GetSessionsParameters = {
  address: string
  network: NetworkRef
  signal?: AbortSignal | undefined
}
export type GetSessionsReturnType = Sessions
export type GetSessionsErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getSessions. None off the EVM networks the service lists. */
export async function getSessions(
  ctx: DataServiceContext,
  { address, network, signal }: GetSessionsParameters,
): Promise<GetSessionsReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'sessions', signal })))
    return { pcis: [] }
  return ctx.http.request(SessionsSchema, {
    endpoint: SESSIONS_ENDPOINT,
    method: 'GET',
    path: `v1/sessions/${encodePathSegment(address, SESSIONS_ENDPOINT)}`,
    signal,
  })
}
