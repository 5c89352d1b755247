import { expect, test } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount.js'

test('default: 6 decimals or 4 significant digits, whichever says more, cut', () => {
  expect(formatTokenAmount('0.00032670001', 'en')).toBe('0.0003267')
  expect(formatTokenAmount('1234.5678919', 'en')).toBe('1,234.567891')
  expect(formatTokenAmount('12.5', 'de')).toBe('12,5')
  expect(formatTokenAmount('not a number', 'en')).toBe('not a number')
})
