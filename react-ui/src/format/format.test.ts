import { expect, test } from 'vitest'
import { formatBalance } from './formatBalance.js'
import { formatCount } from './formatCount.js'
import { formatFiat } from './formatFiat.js'

test('default: the balance shows 3 decimals, cut and never rounded up', () => {
  expect(formatBalance('1.23456789', 'en')).toBe('1.234')
  expect(formatBalance('0.9999', 'en')).toBe('0.999')
  expect(formatBalance('0', 'en')).toBe('0.000')
  expect(formatBalance('1234567.5', 'en')).toBe('1,234,567.500')
})

test('behavior: the balance is exact beyond the precision of a number', () => {
  expect(formatBalance('123456789012345678901234.987654321', 'en')).toBe(
    '123,456,789,012,345,678,901,234.987',
  )
})

test('behavior: the balance follows the locale', () => {
  expect(formatBalance('1234.5678', 'de')).toBe('1.234,567')
})

test('parameters: a value that is not a decimal gives undefined', () => {
  expect(formatBalance('abc', 'en')).toBeUndefined()
  expect(formatBalance('1e5', 'en')).toBeUndefined()
})

test('default: fiat values show 2 decimals, rounded half away from zero', () => {
  expect(formatFiat(12.345, 'en')).toBe('$12.35')
  expect(formatFiat(1.005, 'en')).toBe('$1.01')
  expect(formatFiat(0.1, 'en')).toBe('$0.10')
  expect(formatFiat(1234.5, 'de')).toBe('1.234,50\u00a0$')
})

test('behavior: a count is whole, grouped in the locale, exact for any size', () => {
  expect(formatCount('1', 'en')).toBe('1')
  expect(formatCount('12000', 'de')).toBe('12.000')
  expect(formatCount('123456789012345678901234567890', 'en')).toBe(
    '123,456,789,012,345,678,901,234,567,890',
  )
  expect(formatCount('n/a', 'en')).toBe('n/a')
})
