import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { formatDecimal } from './formatDecimal.js'

test('default', () => {
  expect(formatDecimal('1.23456', { decimals: 3, rounding: 'trunc' })).toBe('1.234')
})

test('parameters: decimals', () => {
  expect(formatDecimal('1.5', { decimals: 3, rounding: 'trunc' })).toBe('1.500')
  expect(formatDecimal('1.5', { decimals: 0, rounding: 'trunc' })).toBe('1')
  expect(formatDecimal('1.5', { decimals: 0, rounding: 'halfExpand' })).toBe('2')
  expect(formatDecimal('0.000001', { decimals: 2, rounding: 'trunc' })).toBe('0.00')
  expect(formatDecimal('1.5', { decimals: -1, rounding: 'trunc' })).toBe('1')
  expect(formatDecimal('1.5', { decimals: Number.NaN, rounding: 'trunc' })).toBe('1')
  expect(formatDecimal('1.5', { decimals: 1.9, rounding: 'trunc' })).toBe('1.5')
})

test('parameters: rounding', () => {
  expect(formatDecimal('0.125', { decimals: 2, rounding: 'trunc' })).toBe('0.12')
  expect(formatDecimal('0.125', { decimals: 2, rounding: 'halfExpand' })).toBe('0.13')
  expect(formatDecimal('0.1249', { decimals: 2, rounding: 'halfExpand' })).toBe('0.12')
  expect(formatDecimal('-0.125', { decimals: 2, rounding: 'halfExpand' })).toBe('-0.13')
  expect(formatDecimal('-0.129', { decimals: 2, rounding: 'trunc' })).toBe('-0.12')
  expect(formatDecimal('9.999', { decimals: 2, rounding: 'halfExpand' })).toBe('10.00')
})

test('parameters: input (not a decimal)', () => {
  expect(() =>
    formatDecimal('abc', { decimals: 2, rounding: 'trunc' }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [InvalidDecimalError: Invalid decimal number

    Received: "abc"]
  `)
})

test('behavior: a value that rounds to zero has no minus sign', () => {
  expect(formatDecimal('-0.0001', { decimals: 3, rounding: 'trunc' })).toBe('0.000')
  expect(formatDecimal('-0.0004', { decimals: 3, rounding: 'halfExpand' })).toBe('0.000')
  expect(formatDecimal('-0', { decimals: 1, rounding: 'trunc' })).toBe('0.0')
})

test('behavior: huge values are exact', () => {
  const big = `${'9'.repeat(60)}.9999`
  expect(formatDecimal(big, { decimals: 3, rounding: 'trunc' })).toBe(`${'9'.repeat(60)}.999`)
  expect(formatDecimal(big, { decimals: 3, rounding: 'halfExpand' })).toBe(`1${'0'.repeat(60)}.000`)
  expect(formatDecimal('1e30', { decimals: 2, rounding: 'trunc' })).toBe(`1${'0'.repeat(30)}.00`)
})

test('behavior: agrees with integer arithmetic, and never gains on trunc', () => {
  fc.assert(
    fc.property(fc.bigInt(), fc.nat(20), fc.nat(6), (units, scale, decimals) => {
      const sign = units < 0n ? '-' : ''
      const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0')
      const text = scale
        ? `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`
        : `${sign}${digits}`
      const out = formatDecimal(text, { decimals, rounding: 'trunc' })
      expect(out.split('.')[1]?.length ?? 0).toBe(decimals)
      // the shown value times 10^scale never exceeds the input in magnitude
      const shown = BigInt(out.replace('.', ''))
      const abs = (n: bigint) => (n < 0n ? -n : n)
      const left = abs(shown) * 10n ** BigInt(scale)
      const right = abs(units) * 10n ** BigInt(decimals)
      expect(left <= right).toBe(true)
      expect(right - left < 10n ** BigInt(scale)).toBe(true)
    }),
  )
})

test('behavior: only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        try {
          formatDecimal(value as string, { decimals: 2, rounding: 'halfExpand' })
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
        }
      },
    ),
  )
})
