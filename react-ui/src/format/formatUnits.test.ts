import { expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'

test('default', () => {
  expect(formatUnits(1_500_000n, 6)).toBe('1.5')
  expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  expect(formatUnits(0n, 6)).toBe('0')
  expect(formatUnits(-25n, 1)).toBe('-2.5')
})

test('parameters: maxDecimals cuts without rounding', () => {
  expect(formatUnits(1_999_999_999n, 9, 2)).toBe('1.99')
  expect(formatUnits(20_000_000_000n, 9, 2)).toBe('20')
})
