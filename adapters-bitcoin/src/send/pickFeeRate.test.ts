import { expect, test } from 'vitest'
import { FeeRateTooHighError } from '../errors.js'
import { pickFeeRate } from './pickFeeRate.js'

const estimates = [
  { target: 1, feeRate: 20 },
  { target: 3, feeRate: 10.5 },
  { target: 6, feeRate: 5 },
  { target: 144, feeRate: 0.5 },
]

test('default: the estimate of the largest target not above the one asked for', () => {
  expect(pickFeeRate({ estimates, target: 3, maxFeeRate: 1000 })).toBe(10.5)
  expect(pickFeeRate({ estimates, target: 5, maxFeeRate: 1000 })).toBe(10.5)
  expect(pickFeeRate({ estimates, target: 1, maxFeeRate: 1000 })).toBe(20)
})

test('behavior: never below the minimum relay rate', () => {
  expect(pickFeeRate({ estimates, target: 500, maxFeeRate: 1000 })).toBe(1)
})

test('behavior: a target faster than any estimate takes the fastest', () => {
  expect(pickFeeRate({ estimates: estimates.slice(1), target: 1, maxFeeRate: 1000 })).toBe(10.5)
})

test('parameters: a rate above the ceiling is refused', () => {
  expect(() => pickFeeRate({ estimates, target: 1, maxFeeRate: 15 })).toThrow(FeeRateTooHighError)
})
