import type { Kit } from '../kit/types.js'

/**
 * The active account's key (`networkId:address`) for a query key, so that a read made for one
 * account is never shown for another; undefined when none is connected.
 */
export function accountKey(kit: Kit): string | undefined {
  const { address } = kit.$account.get()
  if (!address) return undefined
  return `${kit.$activeNetwork.get().caipNetworkId}:${address}`
}
