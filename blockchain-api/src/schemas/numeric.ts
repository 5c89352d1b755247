import * as v from 'valibot'

// the fraction is one optional group after the digits, so a long run of digits that fails at
// its end is given back digit by digit once, not re-split between two digit runs (quadratic:
// 70,000 digits and an 'x' took a minute)
const NUMERIC = /^-?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?$/

function isNumericString(value: string): boolean {
  return NUMERIC.test(value.trim())
}

/**
 * A number the service sends as a JSON number or as a numeric string (both are seen from the
 * same endpoint across versions); comes out as a finite number.
 */
export const numberLike = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.check(isNumericString, 'Expected a numeric string')),
  ]),
  v.transform((value) => Number(value)),
  v.finite(),
)

/**
 * An amount kept exactly (wei, base units, fiat cents as text), sent as a numeric string or a
 * JSON number; comes out as a string so no precision is lost on the way through.
 */
export const numericString = v.pipe(
  v.union([
    v.pipe(v.number(), v.finite()),
    v.pipe(v.string(), v.check(isNumericString, 'Expected a numeric string')),
  ]),
  v.transform((value) => (typeof value === 'number' ? toPlainString(value) : value.trim())),
)

/** a JSON number as text without an exponent for whole numbers of any size */
function toPlainString(value: number): string {
  if (Number.isInteger(value) && Math.abs(value) >= 1e21) return BigInt(value).toString()
  return String(value)
}
