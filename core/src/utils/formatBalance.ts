import { BALANCE_DISPLAY_DECIMALS } from '../pageConstants.js'
import { formatDecimal } from './formatDecimal.js'

/**
 * Docs: /core/utils/formatBalance. A balance with 3 decimals, cut rather than rounded so the
 * modal never shows more than the account holds (`0.9999` is `0.999`). Exact for any size.
 * Throws InvalidDecimalError when the value is not a decimal.
 */
export function formatBalance(value: string | number | bigint): string {
  return formatDecimal(value, { decimals: BALANCE_DISPLAY_DECIMALS, rounding: 'trunc' })
}
