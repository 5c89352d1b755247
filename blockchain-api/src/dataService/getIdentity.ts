import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const IDENTITY_ENDPOINT = 'GET /v1/identity/{address}'

export const IdentitySchema = v.object({
  name: v.nullish(v.string(), null),
  avatar: v.nullish(v.string(), null),
})
export type Identity = v.InferOutput<typeof IdentitySchema>

export type GetIdentityParameters = {
  address: string
  network: NetworkRef
  /** the connected address asking, sent as `sender` */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetIdentityReturnType = Identity
export type GetIdentityErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

const EMPTY: Identity = { name: null, avatar: null }

/**
 * Docs: /blockchain-api/dataService/getIdentity
 * Name and avatar of an EVM address; empty on other namespaces, testnets and networks the
 * service does not list. Kept 5 min per address.
 */
export async function getIdentity(
  ctx: DataServiceContext,
  { address, network, sender, signal }: GetIdentityParameters,
): Promise<GetIdentityReturnType> {
  if (network.testnet) return { ...EMPTY }
  if (!(await isNetworkSupported(ctx, { network, feature: 'names', signal }))) return { ...EMPTY }
  const path = `v1/identity/${encodePathSegment(address, IDENTITY_ENDPOINT)}`
  const identity = await ctx.identityCache.load(address.toLowerCase(), () =>
    ctx.http.request(IdentitySchema, {
      endpoint: IDENTITY_ENDPOINT,
      method: 'GET',
      path,
      query: { sender },
      signal,
    }),
  )
  return { ...identity }
}
