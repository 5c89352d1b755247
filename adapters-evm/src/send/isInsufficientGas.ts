import type { AccountType } from '@walletport/core'

export type IsInsufficientGasParameters = {
  /** smart accounts have their gas sponsored or paid differently: never insufficient */
  accountType?: AccountType | undefined
  /** the account's native balance, in wei */
  nativeBalance: bigint
  /** the estimated cost of the transaction in USD, when a price is known */
  gasCostInUsd?: number | undefined
  /** the native balance in USD, when a price is known */
  nativeBalanceInUsd?: number | undefined
  /** the estimated cost in wei (gas times fee), when no price is known */
  gasCost?: bigint | undefined
}

/**
 * Docs: /adapters-evm/rules#insufficient-gas. True when the native balance is zero or the
 * gas cost exceeds it (in USD when prices are known, else in wei); never for smart accounts.
 */
export function isInsufficientGas({
  accountType,
  nativeBalance,
  gasCostInUsd,
  nativeBalanceInUsd,
  gasCost,
}: IsInsufficientGasParameters): boolean {
  if (accountType === 'smartAccount') return false
  if (nativeBalance === 0n) return true
  if (gasCostInUsd !== undefined && nativeBalanceInUsd !== undefined)
    return gasCostInUsd > nativeBalanceInUsd
  if (gasCost !== undefined) return gasCost > nativeBalance
  return false
}
