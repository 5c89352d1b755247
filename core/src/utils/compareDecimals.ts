import { type Decimal, parseDecimal } from './parseDecimal.js'

/**
 * Docs: /core/utils/compareDecimals. -1, 0 or 1 as `a` is below, equal to or above `b`,
 * compared exactly. Throws InvalidDecimalError when either is not a decimal.
 */
export function compareDecimals(
  a: string | number | bigint | Decimal,
  b: string | number | bigint | Decimal,
): -1 | 0 | 1 {
  const x = typeof a === 'object' ? a : parseDecimal(a)
  const y = typeof b === 'object' ? b : parseDecimal(b)
  // bring both to the same number of fraction digits
  const left = x.value * 10n ** BigInt(Math.max(0, y.decimals - x.decimals))
  const right = y.value * 10n ** BigInt(Math.max(0, x.decimals - y.decimals))
  return left < right ? -1 : left > right ? 1 : 0
}
