import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'

test('default', () => {
  expect(formatBalance('1.23456')).toBe('1.234')
})

test('parameters: value', () => {
  expect(formatBalance('0')).toBe('0.000')
  expect(formatBalance('0.9999')).toBe('0.999')
  expect(formatBalance(2)).toBe('2.000')
  expect(formatBalance(1e-7)).toBe('0.000')
  expect(formatBalance(10n ** 30n)).toBe(`1${'0'.repeat(30)}.000`)
  expect(formatBalance('123456789012345678901234567890.123456789012345678')).toBe(
    '123456789012345678901234567890.123',
  )
  expect(() => formatBalance('')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidDecimalError: Invalid decimal number

    Received: ""]
  `)
})
