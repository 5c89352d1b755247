import { expect, test } from 'vitest'
import { convertFiatToToken } from './convertFiatToToken.js'

test('default', () => {
  expect(convertFiatToToken('10', 2000, 18)).toBe('0.005')
  expect(convertFiatToToken('1', 3, 6)).toBe('0.333333')
  expect(convertFiatToToken('0.1', 0.1, 2)).toBe('1')
  expect(convertFiatToToken('100', 1e-7, 0)).toBe('1000000000')
})

test('behavior: bad input is a typed error', () => {
  expect(() => convertFiatToToken('x', 1, 6)).toThrowError('Invalid decimal number')
  expect(() => convertFiatToToken('1', 0, 6)).toThrowError('Token price unavailable')
  expect(() => convertFiatToToken('1', Number.NaN, 6)).toThrowError('Token price unavailable')
})
