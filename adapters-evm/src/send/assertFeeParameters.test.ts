import { FeeConflictError, PriorityFeeAboveMaxFeeError } from '@walletport/core'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { assertFeeParameters, isValidFeeParameters } from './assertFeeParameters.js'

describe('assertFeeParameters', () => {
  test('default: legacy or EIP-1559 fees alone are fine', () => {
    expect(() => assertFeeParameters({ gasPrice: 1n })).not.toThrow()
    expect(() => assertFeeParameters({ maxFeePerGas: 2n, maxPriorityFeePerGas: 2n })).not.toThrow()
    expect(() => assertFeeParameters({})).not.toThrow()
  })

  test('behavior: gasPrice is not combined with maxFeePerGas or maxPriorityFeePerGas', () => {
    expect(() => assertFeeParameters({ gasPrice: 1n, maxFeePerGas: 1n })).toThrow(FeeConflictError)
    expect(() => assertFeeParameters({ gasPrice: 0n, maxPriorityFeePerGas: 0n })).toThrow(
      'Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas',
    )
  })

  test('behavior: the priority fee is never above the max fee', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        (max, tip) => {
          expect(isValidFeeParameters({ maxFeePerGas: max, maxPriorityFeePerGas: tip })).toBe(
            tip <= max,
          )
        },
      ),
    )
    expect(() => assertFeeParameters({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n })).toThrow(
      PriorityFeeAboveMaxFeeError,
    )
  })
})
