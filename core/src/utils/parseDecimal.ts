import { InvalidDecimalError } from '../errors/rules.js'
import { MAX_AMOUNT_LENGTH } from './isTokenDecimals.js'

/** An exact decimal number: `value / 10 ** decimals`. */
export type Decimal = {
  value: bigint
  /** fraction digits, never negative */
  decimals: number
}

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/
// a bound on exponents keeps `1e999999999` from building a gigabyte of digits
const MAX_EXPONENT = 1_000

/**
 * Docs: /core/utils/parseDecimal. Reads `12`, `-0.5`, `.5`, `1.`, `1e-7` (what String() gives
 * for small numbers) exactly, without going through floating point. Numbers and bigints are
 * read from their shortest decimal form. Throws InvalidDecimalError on anything else,
 * including NaN, Infinity, exponents beyond ±1000 and text over 512 characters.
 */
export function parseDecimal(input: string | number | bigint): Decimal {
  const text = typeof input === 'number' || typeof input === 'bigint' ? String(input) : input
  // bounded before any work that grows with it (issue 15: 1 MB strings took seconds)
  const match =
    typeof text === 'string' && text.length <= MAX_AMOUNT_LENGTH ? DECIMAL.exec(text) : null
  const [, sign = '', integer = '', fraction = '', exponentText = '0'] = match ?? []
  // the regex lets through a lone sign or point, which carry no digit
  if (!match || !(integer + fraction)) throw new InvalidDecimalError({ value: input })
  const exponent = Number(exponentText)
  if (Math.abs(exponent) > MAX_EXPONENT) throw new InvalidDecimalError({ value: input })

  let value = BigInt(integer + fraction)
  let decimals = fraction.length - exponent
  if (decimals < 0) {
    value *= 10n ** BigInt(-decimals)
    decimals = 0
  }
  return { value: sign === '-' ? -value : value, decimals }
}

/** Docs: /core/utils/parseDecimal. Whether parseDecimal would accept the value. */
export function isDecimal(value: unknown): value is string | number | bigint {
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'bigint')
    return false
  try {
    parseDecimal(value)
    return true
  } catch {
    return false
  }
}
