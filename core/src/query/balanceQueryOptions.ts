import { BALANCE_CACHE_TIME } from '../constants.js'
import type { Kit } from '../kit/types.js'
import type { Balance } from '../types/account.js'
import { type ReadBalanceParameters, readBalance, resolveBalanceTarget } from './readBalance.js'
import type { KitQueryOptions } from './types.js'

export type BalanceQueryParameters = ReadBalanceParameters

/**
 * Docs: /core/query/balanceQueryOptions. A native or token balance of any address on a
 * configured network (the connected account on the active network by default), fresh for 30 s
 *. Waits, disabled, while there is no address to read.
 */
export function balanceQueryOptions(
  kit: Kit,
  parameters: BalanceQueryParameters = {},
): KitQueryOptions<Balance> {
  let target: ReturnType<typeof resolveBalanceTarget> | undefined
  try {
    target = resolveBalanceTarget(kit, parameters)
  } catch {
    // an unknown network: the read itself throws the typed error into the query's state
  }
  const address = target ? target.address : parameters.address
  const networkId = target?.network.caipNetworkId ?? parameters.networkId
  return {
    queryKey: ['balance', { networkId, address, token: parameters.token }],
    queryFn: () => readBalance(kit, { ...parameters, address, networkId }),
    enabled: Boolean(address),
    staleTime: BALANCE_CACHE_TIME,
  }
}
