import {
  type FetchNameSuggestionsReturnType,
  fetchNameSuggestions,
} from '../actions/fetchNameSuggestions.js'
import { NAME_CACHE_TIME } from '../constants.js'
import type { Kit } from '../kit/types.js'
import { accountKey } from './accountKey.js'
import type { KitQueryOptions } from './types.js'

export type NameSuggestionsQueryParameters = { name: string }

/**
 * Docs: /core/query/nameSuggestionsQueryOptions. Account-name suggestions for what the user
 * typed (fetchNameSuggestions), fresh for 5 min (the name cache).
 */
export function nameSuggestionsQueryOptions(
  kit: Kit,
  { name }: NameSuggestionsQueryParameters,
): KitQueryOptions<FetchNameSuggestionsReturnType> {
  const key = accountKey(kit)
  return {
    queryKey: ['nameSuggestions', key, name],
    queryFn: ({ signal }) => fetchNameSuggestions(kit, { name, signal }),
    enabled: key !== undefined && name.length > 0,
    staleTime: NAME_CACHE_TIME,
  }
}
