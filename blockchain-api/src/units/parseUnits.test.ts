import fc from 'fast-check'
import { expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { InvalidUnitsError } from './InvalidUnitsError.js'
import { parseUnits } from './parseUnits.js'

test('default', () => {
  expect(parseUnits('1.5', 18)).toBe(1_500_000_000_000_000_000n)
  expect(parseUnits('.5', 2)).toBe(50n)
  expect(parseUnits('5.', 2)).toBe(500n)
  expect(parseUnits('-0.25', 2)).toBe(-25n)
  expect(parseUnits(' 7 ', 0)).toBe(7n)
})

test('parameters: excess fraction digits are refused, rounded or cut', () => {
  expect(() => parseUnits('1.005', 2)).toThrow(InvalidUnitsError)
  expect(parseUnits('1.0050', 3)).toBe(1005n)
  // zeros past the decimals change nothing, so they are not an excess
  expect(parseUnits('1.500', 1)).toBe(15n)
  expect(parseUnits('1.005', 2, { excess: 'round' })).toBe(101n)
  expect(parseUnits('-1.005', 2, { excess: 'round' })).toBe(-101n)
  expect(parseUnits('1.004', 2, { excess: 'round' })).toBe(100n)
  expect(parseUnits('1.009', 2, { excess: 'cut' })).toBe(100n)
})

test('parameters: signed and trim', () => {
  expect(() => parseUnits('-1', 8, { signed: false })).toThrow(InvalidUnitsError)
  expect(() => parseUnits(' 1', 8, { trim: false })).toThrow(InvalidUnitsError)
})

test.each(['', '.', '-', '-.', '1.2.3', '0x10', '+1', '1e3', '1,5', 'abc', '1 2'])(
  'behavior: "%s" is not a decimal',
  (value) => {
    expect(() => parseUnits(value, 18)).toThrow('Invalid amount')
  },
)

test('behavior: bad decimals and oversized text are refused before any work', () => {
  for (const decimals of [-1, 256, 1.5, Number.NaN])
    expect(() => parseUnits('1', decimals)).toThrow(InvalidUnitsError)
  expect(() => parseUnits('1'.repeat(513), 0)).toThrow(InvalidUnitsError)
  expect(() => parseUnits(1 as unknown as string, 0)).toThrow(InvalidUnitsError)
})

test('behavior: formatUnits reads back what parseUnits gives', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
      fc.integer({ min: 0, max: 40 }),
      (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
      },
    ),
  )
})
