import * as v from 'valibot'
import type { HttpClient } from '../http/createHttpClient.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { raceSignal } from '../utils/raceSignal.js'
import type { DataServiceContext } from './types.js'

export const SUPPORTED_CHAINS_ENDPOINT = 'GET /v1/supported-chains'

/** The CAIP-2 ids the data service serves over http and over ws. */
export const SupportedChainsSchema = v.object({
  http: rowsOf(v.string()),
  ws: rowsOf(v.string()),
})
export type SupportedChains = v.InferOutput<typeof SupportedChainsSchema>

export type GetSupportedChainsParameters = { signal?: AbortSignal | undefined }
export type GetSupportedChainsReturnType = SupportedChains

/**
 * Makes the loader the context keeps: one request shared by concurrent callers (each may
 * abort its own wait), the result kept for the instance, a failure not kept.
 */
export function createSupportedChainsLoader(http: HttpClient) {
  let result: Promise<SupportedChains> | undefined
  return (signal?: AbortSignal) => {
    if (!result) {
      const pending = http.request(SupportedChainsSchema, {
        endpoint: SUPPORTED_CHAINS_ENDPOINT,
        method: 'GET',
        path: 'v1/supported-chains',
      })
      result = pending
      pending.catch(() => {
        if (result === pending) result = undefined
      })
    }
    return raceSignal(result, signal, SUPPORTED_CHAINS_ENDPOINT)
  }
}

/** Docs: /blockchain-api/dataService/getSupportedChains */
export async function getSupportedChains(
  ctx: DataServiceContext,
  { signal }: GetSupportedChainsParameters = {},
): Promise<GetSupportedChainsReturnType> {
  return ctx.loadSupportedChains(signal)
}
