import { formatUnits, parseUnits } from '@walletport/core'
import fc from 'fast-check'
import { expect, test } from 'vitest'

test('default', () => {
  expect(parseUnits('1.5', 9)).toBe(1_500_000_000n)
  expect(parseUnits('0.000000001', 9)).toBe(1n)
  expect(parseUnits('12', 6)).toBe(12_000_000n)
  expect(parseUnits('.5', 2)).toBe(50n)
  expect(parseUnits('5.', 2)).toBe(500n)
  expect(parseUnits('1.50', 1)).toBe(15n)
  expect(parseUnits('-2.25', 2)).toBe(-225n)
  expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
  expect(formatUnits(1n, 9)).toBe('0.000000001')
  expect(formatUnits(0n, 9)).toBe('0')
  expect(formatUnits(-225n, 2)).toBe('-2.25')
  expect(formatUnits(7n, 0)).toBe('7')
})

test('behavior: an amount finer than the decimals, or not a number, is an error', () => {
  expect(() => parseUnits('0.0000000001', 9)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidUnitsError: Invalid amount

    Received: "0.0000000001" with 9 decimals]
  `)
  for (const bad of ['', '.', 'abc', '1e9', '1,5', '--1', '0x10', '1.2.3'])
    expect(() => parseUnits(bad, 9)).toThrow('Invalid amount')
  expect(() => parseUnits('1', -1)).toThrow('Invalid amount')
  expect(() => parseUnits('1', 1.5)).toThrow('Invalid amount')
  expect(() => formatUnits(1n, 256)).toThrow('Invalid amount')
})

test('behavior: parse and format are inverses', () => {
  fc.assert(
    fc.property(fc.bigInt(), fc.integer({ min: 0, max: 30 }), (value, decimals) => {
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
    }),
  )
})
