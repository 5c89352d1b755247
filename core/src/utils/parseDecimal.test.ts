import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isDecimal, parseDecimal } from './parseDecimal.js'

test('default', () => {
  expect(parseDecimal('12.50')).toEqual({ value: 1250n, decimals: 2 })
})

test('parameters: input (forms of a string)', () => {
  expect(parseDecimal('0')).toEqual({ value: 0n, decimals: 0 })
  expect(parseDecimal('-0.5')).toEqual({ value: -5n, decimals: 1 })
  expect(parseDecimal('+7')).toEqual({ value: 7n, decimals: 0 })
  expect(parseDecimal('.5')).toEqual({ value: 5n, decimals: 1 })
  expect(parseDecimal('1.')).toEqual({ value: 1n, decimals: 0 })
  expect(parseDecimal('1e-7')).toEqual({ value: 1n, decimals: 7 })
  expect(parseDecimal('1.5E3')).toEqual({ value: 1500n, decimals: 0 })
  expect(parseDecimal('2.5e+1')).toEqual({ value: 25n, decimals: 0 })
  expect(parseDecimal('007')).toEqual({ value: 7n, decimals: 0 })
})

test('parameters: input (numbers and bigints)', () => {
  expect(parseDecimal(0.1)).toEqual({ value: 1n, decimals: 1 })
  expect(parseDecimal(1e-7)).toEqual({ value: 1n, decimals: 7 })
  expect(parseDecimal(1e21)).toEqual({ value: 10n ** 21n, decimals: 0 })
  expect(parseDecimal(-0)).toEqual({ value: 0n, decimals: 0 })
  expect(parseDecimal(123456789012345678901234567890n)).toEqual({
    value: 123456789012345678901234567890n,
    decimals: 0,
  })
})

test('parameters: input (huge values stay exact)', () => {
  const digits = `${'9'.repeat(80)}.${'1'.repeat(40)}`
  expect(parseDecimal(digits)).toEqual({ value: BigInt(digits.replace('.', '')), decimals: 40 })
})

test('parameters: input (not a decimal)', () => {
  for (const value of ['', '-', '.', 'e5', '1e', '1.2.3', '1,5', ' 1', '0x10', 'abc', '1e1001'])
    expect(isDecimal(value)).toBe(false)
  expect(isDecimal(Number.NaN)).toBe(false)
  expect(isDecimal(Number.POSITIVE_INFINITY)).toBe(false)
  expect(isDecimal(null)).toBe(false)
  expect(isDecimal('1e1000')).toBe(true)
  expect(() => parseDecimal('NaN')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidDecimalError: Invalid decimal number

    Received: "NaN"]
  `)
})

test('behavior: reads every finite number exactly as String() writes it', () => {
  fc.assert(
    fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (number) => {
      const { value, decimals } = parseDecimal(number)
      // Number() of an exact decimal string is the same double again
      const text = `${value < 0n ? '-' : ''}${(value < 0n ? -value : value).toString().padStart(decimals + 1, '0')}`
      const withPoint = decimals ? `${text.slice(0, -decimals)}.${text.slice(-decimals)}` : text
      expect(Number(withPoint)).toBe(number === 0 ? 0 : number)
    }),
  )
})

test('behavior: only typed errors on arbitrary input; the guard agrees', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        let ok = true
        try {
          parseDecimal(value as string)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          ok = false
        }
        expect(isDecimal(value)).toBe(ok)
      },
    ),
  )
})
