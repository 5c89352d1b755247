import { expect, test } from 'vitest'
import { InvalidDecimalError } from '../errors/rules.js'
import { InvalidTokenDecimalsError } from '../errors/units.js'
import { formatUnits, parseUnits } from './mockUnits.js'

test('default', () => {
  expect(formatUnits(1_500_000n, 6)).toBe('1.5')
  expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(-25n, 1)).toBe('-2.5')
  expect(formatUnits(42n, 0)).toBe('42')
  expect(parseUnits('1.5', 6)).toBe(1_500_000n)
  expect(parseUnits('.5', 1)).toBe(5n)
  expect(parseUnits('-2.5', 1)).toBe(-25n)
  expect(parseUnits('1.23456789', 2)).toBe(123n)
})

test('behavior: round trip', () => {
  for (const value of [0n, 1n, 999n, 10n ** 18n + 7n])
    expect(parseUnits(formatUnits(value, 9), 9)).toBe(value)
})

test('behavior: not a number is a typed error (issue 15: it was a plain RangeError)', () => {
  expect(() => parseUnits('abc', 2)).toThrow(InvalidDecimalError)
  expect(() => parseUnits('.', 2)).toThrow(InvalidDecimalError)
  expect(() => parseUnits('1'.repeat(513), 2)).toThrow(InvalidDecimalError)
})

test('behavior: decimals beyond 255, negative or fractional are refused', () => {
  for (const decimals of [256, 10_000_000, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) {
    expect(() => parseUnits('1', decimals)).toThrow(InvalidTokenDecimalsError)
    expect(() => formatUnits(1n, decimals)).toThrow(InvalidTokenDecimalsError)
  }
  expect(formatUnits(1n, 255)).toBe(`0.${'0'.repeat(254)}1`)
})
