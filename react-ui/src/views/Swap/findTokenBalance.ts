import { isNativeSwapToken, type SwapToken, type TokenBalance } from '@walletport/core'

/**
 * The account's balance of a swap token: by its contract address (either may be CAIP-10),
 * or, for the native currency, the balance without an address.
 */
export function findTokenBalance(
  balances: readonly TokenBalance[],
  token: SwapToken,
): TokenBalance | undefined {
  if (isNativeSwapToken(token.address))
    return balances.find((b) => !b.address && b.symbol === token.symbol)
  const address = token.address.split(':').at(-1)?.toLowerCase()
  return balances.find((b) => b.address?.split(':').at(-1)?.toLowerCase() === address)
}
