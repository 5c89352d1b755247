import { AddressNamesError, type AddressNamesErrorType } from '../errors/names.js'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import { type ProfileName, ProfileNameSchema } from './ProfileNameSchema.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const NAMES_FOR_ADDRESS_ENDPOINT = 'GET /v1/profile/reverse/{address}'

export const ProfileNamesSchema = rowsOf(ProfileNameSchema)

export type GetNamesForAddressParameters = {
  address: string
  network: NetworkRef
  /** the connected address asking, sent as `sender` */
  sender?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetNamesForAddressReturnType = ProfileName[]
export type GetNamesForAddressErrorType =
  | AddressNamesErrorType
  | RequestAbortedErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getNamesForAddress
 * The names registered to an address (kept 5 min); none where names are not served. A
 * failure throws 'Error fetching names for address'.
 */
export async function getNamesForAddress(
  ctx: DataServiceContext,
  { address, network, sender, signal }: GetNamesForAddressParameters,
): Promise<GetNamesForAddressReturnType> {
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'names', signal }))) return []
    const path = `v1/profile/reverse/${encodePathSegment(address, NAMES_FOR_ADDRESS_ENDPOINT)}`
    const names = await ctx.addressNamesCache.load(address.toLowerCase(), () =>
      ctx.http.request(ProfileNamesSchema, {
        endpoint: NAMES_FOR_ADDRESS_ENDPOINT,
        method: 'GET',
        path,
        query: { sender, apiVersion: 2 },
        signal,
      }),
    )
    return [...names]
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    throw new AddressNamesError({ cause: error })
  }
}
