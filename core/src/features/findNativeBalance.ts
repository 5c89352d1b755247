import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'

/** The row of the network's native currency: the one with no token address. */
export function findNativeBalance(
  rows: readonly TokenBalance[],
  network: Network,
): TokenBalance | undefined {
  return rows.find((row) => !row.address && row.chainId === network.caipNetworkId)
}
