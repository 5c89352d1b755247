import { compareDecimals } from './compareDecimals.js'

// what a person types: digits with at most one point, no sign or exponent
const PLAIN_DECIMAL = /^(?:\d+\.?\d*|\.\d+)$/

/**
 * Docs: /core/utils/isSendAmount. A positive plain decimal (`1`, `0.5`, `.5`), with no more
 * significant fraction digits than the token has `decimals`, when those are known.
 */
export function isSendAmount(value: unknown, decimals?: number): value is string {
  if (typeof value !== 'string' || !PLAIN_DECIMAL.test(value)) return false
  if (compareDecimals(value, 0n) <= 0) return false
  if (decimals === undefined) return true
  // trailing zeros add no precision: `1.500` fits a token with one decimal
  const fraction = (value.split('.')[1] ?? '').replace(/0+$/, '')
  return fraction.length <= decimals
}
