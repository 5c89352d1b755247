import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidAmountError } from './errors.js'
import { formatUnits, parseUnits } from './units.js'

test('default', () => {
  expect(formatUnits(123456789n, 8)).toBe('1.23456789')
  expect(formatUnits(100000000n, 8)).toBe('1')
  expect(formatUnits(1n, 8)).toBe('0.00000001')
  expect(formatUnits(0n, 8)).toBe('0')
  expect(formatUnits(-150000000n, 8)).toBe('-1.5')
  expect(parseUnits('1.5', 8)).toBe(150000000n)
  expect(parseUnits('0.00000001', 8)).toBe(1n)
  expect(parseUnits('.5', 8)).toBe(50000000n)
  expect(parseUnits('21000000', 8)).toBe(2100000000000000n)
})

test.each(['', '.', '-1', '1e8', '1.000000001', 'abc', '1,5', '0x10', ' 1 2'])(
  'parameters: "%s" is refused with a typed error',
  (value) => {
    expect(() => parseUnits(value, 8)).toThrow(InvalidAmountError)
  },
)

test('behavior: format then parse gives the value back', () => {
  fc.assert(
    fc.property(
      fc.bigInt({ min: 0n, max: 2n ** 64n }),
      fc.integer({ min: 0, max: 18 }),
      (value, decimals) => {
        expect(parseUnits(formatUnits(value, decimals), decimals)).toBe(value)
      },
    ),
  )
})
