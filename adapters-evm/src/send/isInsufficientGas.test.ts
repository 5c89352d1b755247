import { describe, expect, test } from 'vitest'
import { isInsufficientGas } from './isInsufficientGas.js'

describe('isInsufficientGas', () => {
  test('default: a zero native balance is insufficient', () => {
    expect(isInsufficientGas({ nativeBalance: 0n })).toBe(true)
    expect(isInsufficientGas({ nativeBalance: 1n })).toBe(false)
  })

  test('behavior: a gas cost in USD above the balance in USD', () => {
    expect(
      isInsufficientGas({ nativeBalance: 5n, gasCostInUsd: 2.01, nativeBalanceInUsd: 2 }),
    ).toBe(true)
    expect(isInsufficientGas({ nativeBalance: 5n, gasCostInUsd: 2, nativeBalanceInUsd: 2 })).toBe(
      false,
    )
  })

  test('behavior: without prices, the cost in wei against the balance', () => {
    expect(isInsufficientGas({ nativeBalance: 100n, gasCost: 101n })).toBe(true)
    expect(isInsufficientGas({ nativeBalance: 100n, gasCost: 100n })).toBe(false)
  })

  test('behavior: never for smart accounts', () => {
    expect(isInsufficientGas({ accountType: 'smartAccount', nativeBalance: 0n, gasCost: 5n })).toBe(
      false,
    )
  })
})
