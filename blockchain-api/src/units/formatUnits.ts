import { InvalidUnitsError } from './InvalidUnitsError.js'
import { isTokenDecimals } from './isTokenDecimals.js'
import { trimTrailingZeros } from './trimTrailingZeros.js'

/**
 * Docs: /blockchain-api/units#formatUnits. Base units as a decimal string, exact, with no
 * trailing zeros: `1500000000000000000n` at 18 decimals is `'1.5'`. Throws InvalidUnitsError
 * unless `value` is a bigint and `decimals` a whole number from 0 to 255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (typeof value !== 'bigint' || !isTokenDecimals(decimals))
    throw new InvalidUnitsError({ value, decimals })
  const negative = value < 0n
  // one digit more than the fraction, so there is always a whole part, if only 0
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
