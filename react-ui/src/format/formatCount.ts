import { isDecimalString } from './isDecimalString.js'

/**
 * A whole count (an NFT quantity) with the locale's grouping and no decimals: "1", not "1.000".
 * Exact for any size: the digits go to Intl as a string. Anything else is returned as it is.
 */
export function formatCount(value: string, locale: string): string {
  if (!isDecimalString(value)) return value
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 0,
    roundingMode: 'trunc',
  }).format(value)
}
