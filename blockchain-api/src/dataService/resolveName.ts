import { NameResolutionError, type NameResolutionErrorType } from '../errors/names.js'
import {
  HttpStatusError,
  RequestAbortedError,
  type RequestAbortedErrorType,
} from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { type ProfileName, ProfileNameSchema } from './ProfileNameSchema.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const RESOLVE_NAME_ENDPOINT = 'GET /v1/profile/account/{name}'

export type ResolveNameParameters = {
  /** a full name, e.g. 'alice.reown.id' */
  name: string
  network: NetworkRef
  signal?: AbortSignal | undefined
}
/** the profile with `address`, the first of its addresses; undefined for an unknown name */
export type ResolveNameReturnType = ProfileName | undefined
export type ResolveNameErrorType =
  | NameResolutionErrorType
  | RequestAbortedErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/resolveName
 * The addresses of a name (kept 5 min). Undefined for a name the service does not know (404)
 * and where names are not served; other failures throw 'Error resolving name'.
 */
export async function resolveName(
  ctx: DataServiceContext,
  { name, network, signal }: ResolveNameParameters,
): Promise<ResolveNameReturnType> {
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'names', signal }))) return undefined
    const path = `v1/profile/account/${encodePathSegment(name, RESOLVE_NAME_ENDPOINT)}`
    return await ctx.nameCache.load(name, () =>
      ctx.http.request(ProfileNameSchema, {
        endpoint: RESOLVE_NAME_ENDPOINT,
        method: 'GET',
        path,
        query: { apiVersion: 2 },
        signal,
      }),
    )
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    if (
      error instanceof HttpStatusError &&
      error.status === 404 &&
      error.endpoint === RESOLVE_NAME_ENDPOINT
    )
      return undefined
    throw new NameResolutionError({ cause: error })
  }
}
