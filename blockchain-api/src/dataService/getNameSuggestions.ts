import * as v from 'valibot'
import { NAME_SUGGESTIONS_ZONE } from '../constants.js'
import { NameSuggestionsError, type NameSuggestionsErrorType } from '../errors/names.js'
import { RequestAbortedError, type RequestAbortedErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { maybe } from '../schemas/maybe.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const NAME_SUGGESTIONS_ENDPOINT = 'GET /v1/profile/suggestions/{name}'

export const NameSuggestionsSchema = v.object({
  suggestions: rowsOf(v.object({ name: v.string(), registered: maybe(v.boolean()) })),
})
export type NameSuggestion = v.InferOutput<typeof NameSuggestionsSchema>['suggestions'][number]

export type GetNameSuggestionsParameters = {
  /** what the user typed, without a suffix */
  name: string
  network: NetworkRef
  zone?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetNameSuggestionsReturnType = NameSuggestion[]
export type GetNameSuggestionsErrorType =
  | NameSuggestionsErrorType
  | RequestAbortedErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getNameSuggestions
 * Names close to `name` in the suggestions zone; none where names are not served. A failure
 * throws 'Error fetching name suggestions'.
 */
export async function getNameSuggestions(
  ctx: DataServiceContext,
  { name, network, zone = NAME_SUGGESTIONS_ZONE, signal }: GetNameSuggestionsParameters,
): Promise<GetNameSuggestionsReturnType> {
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'names', signal }))) return []
    const response = await ctx.http.request(NameSuggestionsSchema, {
      endpoint: NAME_SUGGESTIONS_ENDPOINT,
      method: 'GET',
      path: `v1/profile/suggestions/${encodePathSegment(name, NAME_SUGGESTIONS_ENDPOINT)}`,
      query: { zone },
      signal,
    })
    return response.suggestions
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    throw new NameSuggestionsError({ cause: error })
  }
}
