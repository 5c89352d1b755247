import * as v from 'valibot'
import { NameRegistrationError, type NameRegistrationErrorType } from '../errors/names.js'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const REGISTER_NAME_ENDPOINT = 'POST /v1/profile/account'

export const RegisterNameResponseSchema = v.object({ success: v.boolean() })
export type RegisterNameResponse = v.InferOutput<typeof RegisterNameResponseSchema>

export type RegisterNameParameters = {
  network: NetworkRef
  /** ENSIP-11 coin type of the address */
  coinType: number
  address: string
  /** the signed registration message, as signed */
  message: string
  signature: string
  signal?: AbortSignal | undefined
}
export type RegisterNameReturnType = RegisterNameResponse
export type RegisterNameErrorType =
  | NameRegistrationErrorType
  | RequestAbortedErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/registerName
 * Registers the name a signed message asks for. `{ success: false }` where names are not
 * served; a failure throws 'Error registering name'. Not repeated after a time-out, as the
 * first attempt may have registered.
 */
export async function registerName(
  ctx: DataServiceContext,
  { network, coinType, address, message, signature, signal }: RegisterNameParameters,
): Promise<RegisterNameReturnType> {
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'names', signal })))
      return { success: false }
    const response = await ctx.http.request(RegisterNameResponseSchema, {
      endpoint: REGISTER_NAME_ENDPOINT,
      method: 'POST',
      path: 'v1/profile/account',
      json: { coin_type: coinType, address, message, signature },
      idempotent: false,
      signal,
    })
    // the address's names changed
    if (response.success) ctx.addressNamesCache.delete(address.toLowerCase())
    return response
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    throw new NameRegistrationError({ cause: error })
  }
}
