import { expect, test } from 'vitest'
import { getMinimumReceived } from './getMinimumReceived.js'

test('default: the amount less the tolerance, rounded down', () => {
  expect(getMinimumReceived(1_000_000n, 1)).toBe(990_000n)
  expect(getMinimumReceived(3_323n, 1)).toBe(3_289n)
  expect(getMinimumReceived(1_000n, 0.5)).toBe(995n)
})

test('behavior: a tolerance of 100% or more bounds nothing', () => {
  expect(getMinimumReceived(1_000n, 100)).toBe(0n)
  expect(getMinimumReceived(1_000n, 150)).toBe(0n)
})
