import { InvalidDecimalError } from '../errors/rules.js'
import { InvalidTokenDecimalsError } from '../errors/units.js'
import { isTokenDecimals, MAX_AMOUNT_LENGTH } from '../utils/isTokenDecimals.js'
import { trimTrailingZeros } from '../utils/trimTrailingZeros.js'

const DECIMAL = /^(-?)(\d*)(?:\.(\d*))?$/

/**
 * `value` in units of 10^-decimals, as a full-precision decimal string (1500000n, 6 -> '1.5').
 * Throws InvalidTokenDecimalsError unless `decimals` is a whole number from 0 to 255.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!isTokenDecimals(decimals)) throw new InvalidTokenDecimalsError({ value: decimals })
  if (typeof value !== 'bigint') throw new InvalidDecimalError({ value })
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = trimTrailingZeros(digits.slice(digits.length - decimals))
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/**
 * The inverse of formatUnits; digits beyond `decimals` are dropped. Throws InvalidDecimalError
 * for anything but a plain decimal of at most 512 characters, InvalidTokenDecimalsError for
 * decimals that are not a whole number from 0 to 255.
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!isTokenDecimals(decimals)) throw new InvalidTokenDecimalsError({ value: decimals })
  const text = typeof value === 'string' && value.length <= MAX_AMOUNT_LENGTH ? value.trim() : ''
  const match = DECIMAL.exec(text)
  if (!match || !(match[2] || match[3])) throw new InvalidDecimalError({ value })
  const [, sign, whole = '', fraction = ''] = match
  const units = BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
  return sign ? -units : units
}
