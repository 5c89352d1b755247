import { expect, test } from 'vitest'
import { formatFiat } from './formatFiat.js'

test('default', () => {
  expect(formatFiat('1234.567')).toBe('1234.57')
})

test('parameters: value', () => {
  expect(formatFiat('0')).toBe('0.00')
  expect(formatFiat('1.005')).toBe('1.01')
  expect(formatFiat('1.004')).toBe('1.00')
  // 1.005 as a double is 1.00499999999999989...; its shortest form is still '1.005'
  expect(formatFiat(1.005)).toBe('1.01')
  expect(formatFiat('-2.345')).toBe('-2.35')
  expect(formatFiat(`${'9'.repeat(40)}.995`)).toBe(`1${'0'.repeat(40)}.00`)
  expect(() => formatFiat('$1')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidDecimalError: Invalid decimal number

    Received: "$1"]
  `)
})
