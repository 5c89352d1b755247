import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isInsufficientGas } from './isInsufficientGas.js'

const base = {
  nativeBalance: '0.01',
  nativeBalanceInUsd: '25.00',
  gasPriceInUsd: '0.50',
  isSmartAccount: false,
}

test('default', () => {
  expect(isInsufficientGas(base)).toBe(false)
})

test('parameters: nativeBalance (zero)', () => {
  expect(isInsufficientGas({ ...base, nativeBalance: '0' })).toBe(true)
  expect(isInsufficientGas({ ...base, nativeBalance: '0.000' })).toBe(true)
  expect(isInsufficientGas({ ...base, nativeBalance: '0.000000000000000001' })).toBe(false)
  // unknown is not zero
  expect(isInsufficientGas({ ...base, nativeBalance: undefined })).toBe(false)
  expect(isInsufficientGas({ ...base, nativeBalance: 'n/a' })).toBe(false)
})

test('parameters: gasPriceInUsd (against the balance in USD)', () => {
  expect(isInsufficientGas({ ...base, gasPriceInUsd: '25.00' })).toBe(false)
  expect(isInsufficientGas({ ...base, gasPriceInUsd: '25.000000001' })).toBe(true)
  expect(isInsufficientGas({ ...base, gasPriceInUsd: undefined })).toBe(false)
  expect(isInsufficientGas({ ...base, gasPriceInUsd: 'NaN' })).toBe(false)
})

test('parameters: nativeBalanceInUsd (unknown price)', () => {
  expect(isInsufficientGas({ ...base, nativeBalanceInUsd: undefined })).toBe(false)
  expect(isInsufficientGas({ ...base, nativeBalanceInUsd: undefined, nativeBalance: '0' })).toBe(
    true,
  )
})

test('parameters: isSmartAccount', () => {
  expect(isInsufficientGas({ ...base, nativeBalance: '0', isSmartAccount: true })).toBe(false)
  expect(isInsufficientGas({ ...base, gasPriceInUsd: '999', isSmartAccount: true })).toBe(false)
})

test('behavior: never true for smart accounts, never throws', () => {
  const value = fc.option(fc.oneof(fc.string(), fc.double().map(String)), { nil: undefined })
  fc.assert(
    fc.property(
      value,
      value,
      value,
      fc.boolean(),
      (nativeBalance, nativeBalanceInUsd, gasPriceInUsd, isSmartAccount) => {
        const result = isInsufficientGas({
          nativeBalance,
          nativeBalanceInUsd,
          gasPriceInUsd,
          isSmartAccount,
        })
        expect(typeof result).toBe('boolean')
        if (isSmartAccount) expect(result).toBe(false)
      },
    ),
  )
})
