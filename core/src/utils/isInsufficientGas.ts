import { compareDecimals } from './compareDecimals.js'
import { isDecimal } from './parseDecimal.js'

export type IsInsufficientGasParameters = {
  /** the native balance in native units (`'0.25'` ETH), a decimal string; undefined while loading */
  nativeBalance: string | undefined
  /** the same balance valued in USD, a decimal string; undefined when the price is unknown */
  nativeBalanceInUsd?: string | undefined
  /** the whole transaction's gas cost in USD, a decimal string; undefined while estimating */
  gasPriceInUsd: string | undefined
  /** smart accounts can have gas sponsored, so they never lack it */
  isSmartAccount: boolean
}

/**
 * Docs: /core/utils/isInsufficientGas. True when the native balance is zero, or when the gas
 * cost in USD exceeds the balance in USD; never for a smart account. A value that is missing
 * or not a decimal counts as unknown, and unknown never makes gas insufficient, so no warning
 * flashes while balances load.
 */
export function isInsufficientGas({
  nativeBalance,
  nativeBalanceInUsd,
  gasPriceInUsd,
  isSmartAccount,
}: IsInsufficientGasParameters): boolean {
  if (isSmartAccount) return false
  if (isDecimal(nativeBalance) && compareDecimals(nativeBalance, 0n) <= 0) return true
  if (!isDecimal(nativeBalanceInUsd) || !isDecimal(gasPriceInUsd)) return false
  return compareDecimals(gasPriceInUsd, nativeBalanceInUsd) > 0
}
