import { InvalidTokenDecimalsError } from '../errors/units.js'
import { MAX_TOKEN_DECIMALS } from './isTokenDecimals.js'
import { parseDecimal } from './parseDecimal.js'

export type FormatDecimalParameters = {
  /** fraction digits to show, always all of them (`1.5` at 3 is `1.500`) */
  decimals: number
  /** `trunc` drops extra digits (toward zero); `halfExpand` rounds half away from zero */
  rounding: 'trunc' | 'halfExpand'
}

/**
 * Docs: /core/utils/formatDecimal. A decimal with a fixed number of fraction digits, exact
 * for any size, with no grouping separators (those are the locale's business, in the UI).
 * Throws InvalidDecimalError when the value is not a decimal.
 */
export function formatDecimal(
  input: string | number | bigint,
  { decimals, rounding }: FormatDecimalParameters,
): string {
  // a bad count (NaN, negative) must not turn into a RangeError from BigInt below
  const places = Number.isFinite(decimals) ? Math.max(0, Math.trunc(decimals)) : 0
  // padding to a billion places would take the page down with it
  if (places > MAX_TOKEN_DECIMALS) throw new InvalidTokenDecimalsError({ value: decimals })
  const { value, decimals: scale } = parseDecimal(input)
  let scaled: bigint
  if (scale <= places) scaled = value * 10n ** BigInt(places - scale)
  else {
    const divisor = 10n ** BigInt(scale - places)
    // bigint division truncates toward zero, which is `trunc` already
    scaled = value / divisor
    const remainder = value % divisor
    const abs = remainder < 0n ? -remainder : remainder
    if (rounding === 'halfExpand' && 2n * abs >= divisor) scaled += value < 0n ? -1n : 1n
  }
  // a value that rounds to zero shows no minus sign
  const negative = scaled < 0n
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0')
  const integer = digits.slice(0, digits.length - places)
  const fraction = digits.slice(digits.length - places)
  return `${negative ? '-' : ''}${integer}${places ? `.${fraction}` : ''}`
}
