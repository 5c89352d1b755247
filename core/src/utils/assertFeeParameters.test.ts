import fc from 'fast-check'
import { expect, test } from 'vitest'
import { FeeConflictError, PriorityFeeAboveMaxFeeError } from '../errors/rules.js'
import { assertFeeParameters } from './assertFeeParameters.js'

test('default', () => {
  expect(() => assertFeeParameters({})).not.toThrow()
})

test('parameters: gasPrice', () => {
  expect(() => assertFeeParameters({ gasPrice: 1n })).not.toThrow()
  expect(() =>
    assertFeeParameters({ gasPrice: 1n, maxFeePerGas: 2n }),
  ).toThrowErrorMatchingInlineSnapshot(
    `[FeeConflictError: Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas]`,
  )
  expect(() => assertFeeParameters({ gasPrice: 0n, maxPriorityFeePerGas: 0n })).toThrow(
    FeeConflictError,
  )
  expect(() => assertFeeParameters({ gasPrice: 1n, maxFeePerGas: undefined })).not.toThrow()
})

test('parameters: maxFeePerGas and maxPriorityFeePerGas', () => {
  expect(() => assertFeeParameters({ maxFeePerGas: 2n, maxPriorityFeePerGas: 2n })).not.toThrow()
  expect(() => assertFeeParameters({ maxFeePerGas: 2n, maxPriorityFeePerGas: 1n })).not.toThrow()
  expect(() => assertFeeParameters({ maxFeePerGas: 2n })).not.toThrow()
  expect(() => assertFeeParameters({ maxPriorityFeePerGas: 2n })).not.toThrow()
  expect(() =>
    assertFeeParameters({ maxFeePerGas: 1_000_000_000n, maxPriorityFeePerGas: 1_000_000_001n }),
  ).toThrowErrorMatchingInlineSnapshot(`
    [PriorityFeeAboveMaxFeeError: maxPriorityFeePerGas cannot be higher than maxFeePerGas

    maxFeePerGas: 1000000000 wei
    maxPriorityFeePerGas: 1000000001 wei]
  `)
})

test('behavior: throws exactly on a conflict or a tip above the cap', () => {
  const fee = fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n }), { nil: undefined })
  fc.assert(
    fc.property(fee, fee, fee, (gasPrice, maxFeePerGas, maxPriorityFeePerGas) => {
      const conflict =
        gasPrice !== undefined && (maxFeePerGas !== undefined || maxPriorityFeePerGas !== undefined)
      const tooHigh =
        maxFeePerGas !== undefined &&
        maxPriorityFeePerGas !== undefined &&
        maxPriorityFeePerGas > maxFeePerGas
      const run = () => assertFeeParameters({ gasPrice, maxFeePerGas, maxPriorityFeePerGas })
      if (conflict) expect(run).toThrow(FeeConflictError)
      else if (tooHigh) expect(run).toThrow(PriorityFeeAboveMaxFeeError)
      else expect(run).not.toThrow()
    }),
  )
})
