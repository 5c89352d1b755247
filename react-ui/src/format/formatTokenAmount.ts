import { isDecimalString } from './isDecimalString.js'

/**
 * A token amount to 6 decimals or 4 significant digits, whichever says more, cut rather than
 * rounded, with the locale's separators: small swap and on-ramp amounts (0.0003267 ETH) stay
 * readable, where balances keep their 3. A value that is not a decimal is returned as it is.
 */
export function formatTokenAmount(value: string, locale: string): string {
  if (!isDecimalString(value)) return value
  return new Intl.NumberFormat(locale, {
    maximumFractionDigits: 6,
    maximumSignificantDigits: 4,
    roundingPriority: 'morePrecision',
    roundingMode: 'trunc',
  }).format(value)
}
