import { BALANCE_CACHE_TIME } from '../constants.js'
import {
  type FetchSendTokenBalancesReturnType,
  fetchSendTokenBalances,
} from '../features/send/fetchSendTokenBalances.js'
import type { Kit } from '../kit/types.js'
import { accountKey } from './accountKey.js'
import type { KitQueryOptions } from './types.js'

/**
 * Docs: /core/query/tokenBalancesQueryOptions. The connected account's token balances on the
 * active network (fetchSendTokenBalances: low-quality tokens dropped), fresh for 30 s.
 */
export function tokenBalancesQueryOptions(
  kit: Kit,
): KitQueryOptions<FetchSendTokenBalancesReturnType> {
  const key = accountKey(kit)
  return {
    queryKey: ['tokenBalances', key],
    // the query's own retry and freshness replace the send form's 30 s retry gate
    queryFn: () => fetchSendTokenBalances(kit, { force: true }),
    enabled: key !== undefined,
    staleTime: BALANCE_CACHE_TIME,
  }
}
