import type { RequestErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import type { DataServiceContext } from './types.js'

export const REVOKE_SESSION_ENDPOINT = 'POST /v1/sessions/{address}/revoke'

export type RevokeSessionParameters = {
  address: string
  /** the permission context id of the session */
  pci: string
  /** the address's signature of the revocation */
  signature: string
  signal?: AbortSignal | undefined
}
export type RevokeSessionReturnType = undefined
export type RevokeSessionErrorType = RequestErrorType | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/revokeSession
 * Revokes a session. The spec does not show the response, and nothing reads it: a 2xx is
 * success. No network check: the session was listed by getSessions, which checked.
 */
export async function revokeSession(
  ctx: DataServiceContext,
  { address, pci, signature, signal }: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  await ctx.http.send({
    endpoint: REVOKE_SESSION_ENDPOINT,
    method: 'POST',
    path: `v1/sessions/${encodePathSegment(address, REVOKE_SESSION_ENDPOINT)}/revoke`,
    json: { pci, signature },
    signal,
  })
}
