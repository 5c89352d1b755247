import { type FetchHistoryReturnType, fetchHistory } from '../actions/fetchHistory.js'
import type { Kit } from '../kit/types.js'
import { accountKey } from './accountKey.js'
import type { KitQueryOptions } from './types.js'

/**
 * Docs: /core/query/historyQueryOptions. The first page of the connected account's history on
 * the active network (fetchHistory, which also fills `$transactions`).
 */
export function historyQueryOptions(kit: Kit): KitQueryOptions<FetchHistoryReturnType> {
  const key = accountKey(kit)
  return {
    queryKey: ['history', key],
    queryFn: ({ signal }) => fetchHistory(kit, { signal }),
    enabled: key !== undefined,
  }
}
