import type { SwapToken, TokenBalance } from '@walletport/core'

// the swap service's stand-in address for the native currency
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The account's balance of a swap token: by its contract address (either may be CAIP-10),
 * or, for the native currency, the balance without an address.
 */
export function findTokenBalance(
  balances: readonly TokenBalance[],
  token: SwapToken,
): TokenBalance | undefined {
  const address = token.address.split(':').at(-1)?.toLowerCase()
  if (address === NATIVE) return balances.find((b) => !b.address && b.symbol === token.symbol)
  return balances.find((b) => b.address?.split(':').at(-1)?.toLowerCase() === address)
}
