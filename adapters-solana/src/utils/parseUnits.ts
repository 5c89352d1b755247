import { MAX_AMOUNT_LENGTH, trimTrailingZeros } from '@walletport/core'
import { InvalidUnitsError } from '../errors.js'
import { isDecimals } from './formatUnits.js'

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/

/**
 * Docs: /adapters-solana/parseUnits. '1.5', 9 -> 1500000000n. More fraction digits than
 * `decimals` is an error, not a rounding: an amount someone typed is never changed silently.
 */
export function parseUnits(value: string, decimals: number): bigint {
  // bounded before the regex and BigInt: a 64,000-digit amount took seconds
  const match =
    typeof value === 'string' && value.length <= MAX_AMOUNT_LENGTH
      ? DECIMAL.exec(value.trim())
      : null
  if (!match || !isDecimals(decimals)) throw new InvalidUnitsError({ value, decimals })
  const [, sign, whole = '', fraction = ''] = match
  if (!whole && !fraction) throw new InvalidUnitsError({ value, decimals })
  if (trimTrailingZeros(fraction).length > decimals)
    throw new InvalidUnitsError({ value, decimals })
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
  return sign ? -units : units
}
