import { BALANCE_DISPLAY_DECIMALS, FIAT_DISPLAY_DECIMALS, formatUnits } from '@walletport/core'

/**
 * Docs: /adapters-evm/utils#formatDisplayBalance. A token amount cut (never rounded up) to
 * 3 decimals, so the modal never shows more than the account holds: 1.23456 gives '1.234'.
 */
export function formatDisplayBalance(
  value: bigint,
  decimals: number,
  fractionDigits: number = BALANCE_DISPLAY_DECIMALS,
): string {
  const [whole = '0', fraction = ''] = formatUnits(value, decimals).split('.')
  return `${whole}.${fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits)}`
}

/** Docs: /adapters-evm/utils#formatFiatValue. A fiat value rounded to 2 decimals. */
export function formatFiatValue(
  value: number,
  fractionDigits: number = FIAT_DISPLAY_DECIMALS,
): string {
  if (!Number.isFinite(value)) return (0).toFixed(fractionDigits)
  const factor = 10 ** fractionDigits
  // scale with an epsilon so 1.005 rounds to 1.01 despite its binary form
  return (Math.round((value + Number.EPSILON) * factor) / factor).toFixed(fractionDigits)
}
