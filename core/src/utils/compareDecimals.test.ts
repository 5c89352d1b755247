import fc from 'fast-check'
import { expect, test } from 'vitest'
import { compareDecimals } from './compareDecimals.js'

test('default', () => {
  expect(compareDecimals('1.5', '1.50')).toBe(0)
})

test('parameters: a and b', () => {
  expect(compareDecimals('0.1', '0.09')).toBe(1)
  expect(compareDecimals('-1', '0')).toBe(-1)
  expect(compareDecimals(0, '0.000')).toBe(0)
  expect(compareDecimals(10n, '1e1')).toBe(0)
  expect(compareDecimals({ value: 15n, decimals: 1 }, '1.4')).toBe(1)
  // beyond the precision of a double
  expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1)
  expect(compareDecimals('0.30000000000000000001', '0.3')).toBe(1)
  expect(() => compareDecimals('one', '1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidDecimalError: Invalid decimal number

    Received: "one"]
  `)
})

test('behavior: agrees with bigint order, and is antisymmetric', () => {
  fc.assert(
    fc.property(fc.bigInt(), fc.bigInt(), fc.nat(30), fc.nat(30), (x, y, dx, dy) => {
      const a = { value: x, decimals: dx }
      const b = { value: y, decimals: dy }
      const scale = 10n ** BigInt(Math.max(dx, dy))
      const expected = Math.sign(
        Number((x * scale) / 10n ** BigInt(dx) - (y * scale) / 10n ** BigInt(dy)),
      )
      expect(compareDecimals(a, b)).toBe(expected)
      expect(compareDecimals(b, a)).toBe(-expected || 0)
    }),
  )
})
