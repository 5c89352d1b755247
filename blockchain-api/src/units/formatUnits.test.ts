import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'

test('default', () => {
  expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
})

test('parameters: decimals', () => {
  expect(formatUnits(12_500_000n, 6)).toBe('12.5')
  expect(formatUnits(1n, 6)).toBe('0.000001')
  expect(formatUnits(42n, 0)).toBe('42')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(-1050n, 3)).toBe('-1.05')
})

test('behavior: reading the string back gives the value', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 10n ** 40n }),
      fc.integer({ min: 0, max: 30 }),
      (value, decimals) => {
        const [whole = '', fraction = ''] = formatUnits(value, decimals).split('.')
        expect(BigInt(whole + fraction.padEnd(decimals, '0'))).toBe(value)
      },
    ),
  )
})
