import type { TokenBalance } from '../types/account.js'

/**
 * Docs: /core/utils/filterLowQualityTokens. Drops balances whose `quantity.decimals` is '0',
 * which count as low quality.
 */
export function filterLowQualityTokens<TBalance extends Pick<TokenBalance, 'quantity'>>(
  balances: readonly TBalance[],
): TBalance[] {
  return balances.filter((balance) => balance.quantity.decimals !== '0')
}
