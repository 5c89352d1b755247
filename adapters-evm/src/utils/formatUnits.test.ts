import { formatUnits } from '@walletport/core'
import fc from 'fast-check'
import { formatUnits as viemFormatUnits } from 'viem'
import { expect, test } from 'vitest'

test('default', () => {
  expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
})

test('parameters: decimals', () => {
  expect(formatUnits(1_234_567n, 6)).toBe('1.234567')
  expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  expect(formatUnits(1_000_000n, 6)).toBe('1')
  expect(formatUnits(42n, 0)).toBe('42')
  expect(formatUnits(0n, 18)).toBe('0')
  expect(formatUnits(-5n, 1)).toBe('-0.5')
})

test('parameters: decimals that are not a count', () => {
  expect(() => formatUnits(1n, -1)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidUnitsError: Invalid amount

    Received: "1" with -1 decimals]
  `)
  expect(() => formatUnits(1n, 1.5)).toThrow('Invalid amount')
  expect(() => formatUnits(1n, Number.NaN)).toThrow('Invalid amount')
})

test('behavior: exact for any size, as viem writes it', () => {
  fc.assert(
    fc.property(fc.bigInt(), fc.integer({ min: 0, max: 80 }), (value, decimals) => {
      expect(formatUnits(value, decimals)).toBe(viemFormatUnits(value, decimals))
    }),
  )
})
