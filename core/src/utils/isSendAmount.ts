import { compareDecimals } from './compareDecimals.js'
import { isTokenDecimals, MAX_AMOUNT_LENGTH } from './isTokenDecimals.js'
import { trimTrailingZeros } from './trimTrailingZeros.js'

// what a person types: digits with at most one point, no sign or exponent; written so that
// no input can make it backtrack (the digits before and after the point cannot trade places)
const PLAIN_DECIMAL = /^(?:\d+(?:\.\d*)?|\.\d+)$/

/**
 * Docs: /core/utils/isSendAmount. A positive plain decimal (`1`, `0.5`, `.5`) of at most 512
 * characters, with no more significant fraction digits than the token has `decimals`, when
 * those are known (a whole number up to 255).
 */
export function isSendAmount(value: unknown, decimals?: number): value is string {
  if (typeof value !== 'string' || value.length > MAX_AMOUNT_LENGTH) return false
  if (!PLAIN_DECIMAL.test(value)) return false
  if (decimals !== undefined && !isTokenDecimals(decimals)) return false
  if (compareDecimals(value, 0n) <= 0) return false
  if (decimals === undefined) return true
  // trailing zeros add no precision: `1.500` fits a token with one decimal
  const fraction = trimTrailingZeros(value.split('.')[1] ?? '')
  return fraction.length <= decimals
}
