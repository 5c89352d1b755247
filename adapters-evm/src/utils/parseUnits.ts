import { MAX_AMOUNT_LENGTH } from '@walletport/core'
import { InvalidUnitsError } from '../errors/units.js'
import { isDecimals } from './formatUnits.js'

// at least one digit: '5', '5.', '.5', '-0.25'; no exponent, no spaces
const DECIMAL = /^(-?)(?:(\d+)(?:\.(\d*))?|\.(\d+))$/

/**
 * Docs: /adapters-evm/utils#parseUnits. A decimal string in base units, exact for any size:
 * `'1.5'` at 18 decimals is `1500000000000000000n`. Digits beyond `decimals` round half away
 * from zero, as viem's parseUnits does. Throws InvalidUnitsError on anything else.
 */
export function parseUnits(value: string, decimals: number): bigint {
  // bounded before the regex and BigInt, whose cost grows with the text
  const match =
    typeof value === 'string' && value.length <= MAX_AMOUNT_LENGTH ? DECIMAL.exec(value) : null
  if (!match || !isDecimals(decimals)) throw new InvalidUnitsError({ value, decimals })
  const [, sign, whole = '0', fraction = match[4] ?? ''] = match
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'))
  // the first digit dropped decides the rounding; those after it cannot change it
  if ((fraction[decimals] ?? '0') >= '5') units += 1n
  return sign ? -units : units
}
