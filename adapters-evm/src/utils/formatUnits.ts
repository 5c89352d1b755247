import { InvalidUnitsError } from '../errors/units.js'

/** a decimals count: a whole number, zero or more */
export function isDecimals(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0
}

/**
 * Docs: /adapters-evm/utils#formatUnits. Base units as a decimal string, exact, with no
 * trailing zeros: `1500000000000000000n` at 18 decimals is `'1.5'`. Throws InvalidUnitsError
 * when `decimals` is not a whole number of zero or more.
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!isDecimals(decimals)) throw new InvalidUnitsError({ value, decimals })
  const negative = value < 0n
  // one digit more than the fraction, so there is always a whole part, if only 0
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}
