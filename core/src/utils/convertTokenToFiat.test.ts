import { expect, test } from 'vitest'
import { convertTokenToFiat } from './convertTokenToFiat.js'

test('default', () => {
  expect(convertTokenToFiat('0.5', 2000)).toBe('1000.00')
  expect(convertTokenToFiat('0.1', 0.1)).toBe('0.01')
  expect(convertTokenToFiat('1.005', 1)).toBe('1.01')
  expect(convertTokenToFiat('123456789012345678.9', 1)).toBe('123456789012345678.90')
})

test('behavior: bad input is a typed error', () => {
  expect(() => convertTokenToFiat('', 1)).toThrowError('Invalid decimal number')
  expect(() => convertTokenToFiat('1', Number.POSITIVE_INFINITY)).toThrowError(
    'Invalid decimal number',
  )
})
