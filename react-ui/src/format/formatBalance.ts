import { BALANCE_DISPLAY_DECIMALS } from '@walletport/core'
import { isDecimalString } from './isDecimalString.js'

/**
 * A balance with exactly 3 decimals, cut rather than rounded so it never
 * shows more than the account holds, with the locale's separators. Exact for any size: the
 * decimal string goes to Intl as it is. A value that is not a decimal gives undefined.
 */
export function formatBalance(value: string, locale: string): string | undefined {
  if (!isDecimalString(value)) return undefined
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: BALANCE_DISPLAY_DECIMALS,
    maximumFractionDigits: BALANCE_DISPLAY_DECIMALS,
    roundingMode: 'trunc',
  }).format(value)
}
