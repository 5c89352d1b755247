import type { TokenBalance } from '../types/account.js'
import type { Network } from '../types/network.js'
import { formatUnits } from './units.js'

export type ToTokenBalanceParameters = {
  network: Network
  /** the balance in the token's smallest unit */
  amount: bigint
  /** the token; the network's native currency when absent */
  token?: { address: string; name: string; symbol: string; decimals: number } | undefined
  iconUrl?: string | undefined
}

/**
 * Docs: /core/utils/toTokenBalance. A balance row read from a chain's RPC rather than a data
 * service: no price is known there, so value and price are 0.
 */
export function toTokenBalance({
  network,
  amount,
  token,
  iconUrl = '',
}: ToTokenBalanceParameters): TokenBalance {
  const { name, symbol, decimals } = token ?? network.nativeCurrency
  return {
    name,
    symbol,
    chainId: network.caipNetworkId,
    ...(token && { address: token.address }),
    value: 0,
    price: 0,
    quantity: { decimals: String(decimals), numeric: formatUnits(amount, decimals) },
    iconUrl,
  }
}
