import { FIAT_DISPLAY_DECIMALS } from '@walletport/core'
import { isDecimalString } from './isDecimalString.js'

/**
 * A fiat value in US dollars with 2 decimals, rounded half away from zero as
 * prices are, with the locale's sign placement and separators.
 */
export function formatFiat(value: number, locale: string): string {
  // the shortest decimal form of the number, so 1.005 rounds as written, to 1.01
  const text = String(value)
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: FIAT_DISPLAY_DECIMALS,
    maximumFractionDigits: FIAT_DISPLAY_DECIMALS,
    roundingMode: 'halfExpand',
  }).format(isDecimalString(text) ? text : value)
}
