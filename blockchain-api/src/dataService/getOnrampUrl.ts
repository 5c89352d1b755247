import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const ONRAMP_URL_ENDPOINT = 'POST /v1/generators/onrampurl'

export const OnrampUrlSchema = v.object({
  // the page is opened for the user: only a web address, never javascript: or data:
  url: v.pipe(
    v.string(),
    v.url(),
    v.check((url) => /^https?:\/\//i.test(url), 'Invalid URL: expected http or https'),
  ),
})
export type OnrampUrl = v.InferOutput<typeof OnrampUrlSchema>

export type OnrampDestinationWallet = {
  address: string
  blockchains?: readonly string[] | undefined
  assets?: readonly string[] | undefined
  supportedNetworks?: readonly string[] | undefined
}

export type GetOnrampUrlParameters = {
  network: NetworkRef
  destinationWallets: readonly OnrampDestinationWallet[]
  /** the on-ramp's network name, e.g. 'ethereum' */
  defaultNetwork?: string | undefined
  partnerUserId: string
  presetCryptoAmount?: number | undefined
  presetFiatAmount?: number | undefined
  signal?: AbortSignal | undefined
}
/** undefined where the on-ramp is not served */
export type GetOnrampUrlReturnType = OnrampUrl | undefined
export type GetOnrampUrlErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/dataService/getOnrampUrl. The on-ramp page to buy with, for the wallets. */
export async function getOnrampUrl(
  ctx: DataServiceContext,
  p: GetOnrampUrlParameters,
): Promise<GetOnrampUrlReturnType> {
  const { network, signal } = p
  if (!(await isNetworkSupported(ctx, { network, feature: 'onramp', signal }))) return undefined
  return ctx.http.request(OnrampUrlSchema, {
    endpoint: ONRAMP_URL_ENDPOINT,
    method: 'POST',
    path: 'v1/generators/onrampurl',
    json: {
      destinationWallets: p.destinationWallets,
      defaultNetwork: p.defaultNetwork,
      partnerUserId: p.partnerUserId,
      defaultExperience: 'buy',
      presetCryptoAmount: p.presetCryptoAmount,
      presetFiatAmount: p.presetFiatAmount,
    },
    signal,
  })
}
