import { InvalidUnitsError } from './InvalidUnitsError.js'
import { isTokenDecimals, MAX_AMOUNT_LENGTH } from './isTokenDecimals.js'
import { trimTrailingZeros } from './trimTrailingZeros.js'

// at least one digit: '5', '5.', '.5', '-0.25'; no exponent, no inner spaces
const DECIMAL = /^(-?)(?:(\d+)(?:\.(\d*))?|\.(\d+))$/

export type ParseUnitsOptions = {
  /**
   * What to do with more fraction digits than `decimals`: `'refuse'` (the default: an amount
   * someone typed is never changed silently), `'round'` half away from zero as viem does, or
   * `'cut'` them off.
   */
  excess?: 'refuse' | 'round' | 'cut'
  /** whether a leading '-' is read (default true) */
  signed?: boolean
  /** whether spaces around the number are ignored (default true) or refused */
  trim?: boolean
}

/**
 * Docs: /blockchain-api/units#parseUnits. A decimal string in base units, exact for any size:
 * `'1.5'` at 18 decimals is `1500000000000000000n`. Throws
 * InvalidUnitsError on anything else, on text over 512 characters before any work that grows
 * with it, and on excess fraction digits unless `excess` says otherwise.
 */
export function parseUnits(
  value: string,
  decimals: number,
  { excess = 'refuse', signed = true, trim = true }: ParseUnitsOptions = {},
): bigint {
  const match =
    typeof value === 'string' && value.length <= MAX_AMOUNT_LENGTH
      ? DECIMAL.exec(trim ? value.trim() : value)
      : null
  if (!match || !isTokenDecimals(decimals) || (match[1] && !signed))
    throw new InvalidUnitsError({ value, decimals })
  const [, sign, whole = '0', fraction = match[4] ?? ''] = match
  const dropped = fraction.slice(decimals)
  if (excess === 'refuse' && trimTrailingZeros(dropped).length > 0)
    throw new InvalidUnitsError({ value, decimals })
  let units = BigInt(whole + fraction.slice(0, decimals).padEnd(decimals, '0'))
  // the first digit dropped decides the rounding; those after it cannot change it
  if (excess === 'round' && (dropped[0] ?? '0') >= '5') units += 1n
  return sign ? -units : units
}
