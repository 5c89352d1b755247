import { InvalidDecimalError } from '../errors/rules.js'
import { type Decimal, parseDecimal } from './parseDecimal.js'

// parseDecimal never gives more: 512 characters shifted by an exponent of at most 1000
const MAX_SCALE = 2_048

/** a Decimal handed in as is must be one parseDecimal could give, or 10n ** scale explodes */
function checked(value: Decimal): Decimal {
  const { decimals } = value
  if (
    typeof value.value !== 'bigint' ||
    !Number.isInteger(decimals) ||
    decimals < 0 ||
    decimals > MAX_SCALE
  )
    throw new InvalidDecimalError({ value: decimals })
  return value
}

/**
 * Docs: /core/utils/compareDecimals. -1, 0 or 1 as `a` is below, equal to or above `b`,
 * compared exactly. Throws InvalidDecimalError when either is not a decimal.
 */
export function compareDecimals(
  a: string | number | bigint | Decimal,
  b: string | number | bigint | Decimal,
): -1 | 0 | 1 {
  const x = typeof a === 'object' ? checked(a) : parseDecimal(a)
  const y = typeof b === 'object' ? checked(b) : parseDecimal(b)
  // bring both to the same number of fraction digits
  const left = x.value * 10n ** BigInt(Math.max(0, y.decimals - x.decimals))
  const right = y.value * 10n ** BigInt(Math.max(0, x.decimals - y.decimals))
  return left < right ? -1 : left > right ? 1 : 0
}
