import { FIAT_DISPLAY_DECIMALS } from '../constants.js'
import { formatDecimal } from './formatDecimal.js'

/**
 * Docs: /core/utils/formatFiat. A fiat value with 2 decimals, rounded half away from zero as
 * prices are (`1.005` is `1.01`). Exact for any size; no currency sign.
 * Throws InvalidDecimalError when the value is not a decimal.
 */
export function formatFiat(value: string | number | bigint): string {
  return formatDecimal(value, { decimals: FIAT_DISPLAY_DECIMALS, rounding: 'halfExpand' })
}
