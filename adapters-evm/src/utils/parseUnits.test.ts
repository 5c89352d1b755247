import { formatUnits } from '@walletport/core'
import fc from 'fast-check'
import { parseUnits as viemParseUnits } from 'viem'
import { expect, test } from 'vitest'
import { parseUnits } from './parseUnits.js'

test('default', () => {
  expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
})

test('parameters: value', () => {
  expect(parseUnits('12.345', 6)).toBe(12_345_000n)
  expect(parseUnits('.5', 2)).toBe(50n)
  expect(parseUnits('5.', 2)).toBe(500n)
  expect(parseUnits('-0.25', 2)).toBe(-25n)
  expect(parseUnits('-0', 2)).toBe(0n)
  expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
  expect(parseUnits('123456789012345678901234567890', 0)).toBe(123456789012345678901234567890n)
})

test('parameters: decimals', () => {
  expect(parseUnits('7', 0)).toBe(7n)
  expect(() => parseUnits('7', -1)).toThrow('Invalid amount')
  expect(() => parseUnits('7', 0.5)).toThrow('Invalid amount')
})

test('behavior: extra digits round half away from zero, exactly', () => {
  expect(parseUnits('1.2345', 2)).toBe(123n)
  expect(parseUnits('1.235', 2)).toBe(124n)
  expect(parseUnits('-1.235', 2)).toBe(-124n)
  expect(parseUnits('0.995', 2)).toBe(100n)
  expect(parseUnits('0.5', 0)).toBe(1n)
  expect(parseUnits('0.4999999999999999999999', 0)).toBe(0n)
  expect(parseUnits('9.9999999999999999999999', 3)).toBe(10_000n)
})

test('behavior: what is not a decimal', () => {
  expect(() => parseUnits('1e18', 18)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidUnitsError: Invalid amount

    Received: "1e18" with 18 decimals]
  `)
  for (const value of ['', '.', '-', '-.', ' 1', '1.2.3', '0x10', '+1', '1,5'])
    expect(() => parseUnits(value, 18)).toThrow('Invalid amount')
})

test('behavior: the same answers as viem, and formatUnits reads them back', () => {
  const decimal = fc
    .tuple(
      fc.boolean(),
      fc.stringMatching(/^\d{0,40}$/),
      fc.option(fc.stringMatching(/^\d{0,40}$/), { nil: undefined }),
    )
    .filter(([, whole, fraction]) => `${whole}${fraction ?? ''}`.length > 0)
    .map(
      ([negative, whole, fraction]) =>
        `${negative ? '-' : ''}${whole}${fraction === undefined ? '' : `.${fraction}`}`,
    )
  fc.assert(
    fc.property(decimal, fc.integer({ min: 0, max: 40 }), (value, decimals) => {
      expect(parseUnits(value, decimals)).toBe(viemParseUnits(value, decimals))
    }),
  )
  fc.assert(
    fc.property(fc.bigInt(), fc.integer({ min: 0, max: 40 }), (value, decimals) => {
      expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
    }),
  )
})
