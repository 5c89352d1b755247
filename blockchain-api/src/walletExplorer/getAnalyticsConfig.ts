import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import type { WalletExplorerContext } from './types.js'

export const ANALYTICS_CONFIG_ENDPOINT = 'GET /getAnalyticsConfig'

export const AnalyticsConfigSchema = v.object({ isAnalyticsEnabled: v.boolean() })
export type AnalyticsConfig = v.InferOutput<typeof AnalyticsConfigSchema>

export type GetAnalyticsConfigParameters = { signal?: AbortSignal | undefined }
export type GetAnalyticsConfigReturnType = AnalyticsConfig
export type GetAnalyticsConfigErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/** Docs: /blockchain-api/walletExplorer/getAnalyticsConfig. Whether the project has analytics on. */
export async function getAnalyticsConfig(
  ctx: WalletExplorerContext,
  { signal }: GetAnalyticsConfigParameters = {},
): Promise<GetAnalyticsConfigReturnType> {
  return ctx.http.request(AnalyticsConfigSchema, {
    endpoint: ANALYTICS_CONFIG_ENDPOINT,
    method: 'GET',
    path: 'getAnalyticsConfig',
    signal,
  })
}
