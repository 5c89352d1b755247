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

export const GAS_PRICE_ENDPOINT = 'GET /v1/convert/gas-price'

/** The spec does not show the body; these are the three speeds, in wei, as decimal strings. */
export const GasPriceSchema = v.object({
  standard: numericString,
  fast: numericString,
  instant: numericString,
})
export type GasPrice = v.InferOutput<typeof GasPriceSchema>

export type GetGasPriceParameters = { network: NetworkRef; signal?: AbortSignal | undefined }
export type GetGasPriceReturnType = GasPrice
export type GetGasPriceErrorType =
  | NetworkNotSupportedErrorType
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getGasPrice. Throws 'Network not supported for Gas Price'. */
export async function getGasPrice(
  ctx: DataServiceContext,
  { network, signal }: GetGasPriceParameters,
): Promise<GetGasPriceReturnType> {
  if (!(await isNetworkSupported(ctx, { network, feature: 'swaps', signal })))
    throw new NetworkNotSupportedError({
      feature: 'Gas Price',
      caipNetworkId: network.caipNetworkId,
    })
  return ctx.http.request(GasPriceSchema, {
    endpoint: GAS_PRICE_ENDPOINT,
    method: 'GET',
    path: 'v1/convert/gas-price',
    query: { chainId: network.caipNetworkId },
    signal,
  })
}
