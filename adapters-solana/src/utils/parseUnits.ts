import { InvalidUnitsError } from '../errors.js'
import { isDecimals } from './formatUnits.js'

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/

/**
 * Docs: /adapters-solana/parseUnits. '1.5', 9 -> 1500000000n. More fraction digits than
 * `decimals` is an error, not a rounding: an amount someone typed is never changed silently.
 */
export function parseUnits(value: string, decimals: number): bigint {
  const match = typeof value === 'string' ? DECIMAL.exec(value.trim()) : null
  if (!match || !isDecimals(decimals)) throw new InvalidUnitsError({ value, decimals })
  const [, sign, whole = '', fraction = ''] = match
  if (!whole && !fraction) throw new InvalidUnitsError({ value, decimals })
  if (fraction.replace(/0+$/, '').length > decimals)
    throw new InvalidUnitsError({ value, decimals })
  const units = BigInt(`${whole || '0'}${fraction.padEnd(decimals, '0').slice(0, decimals)}`)
  return sign ? -units : units
}
