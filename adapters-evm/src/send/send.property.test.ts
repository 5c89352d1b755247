import { big, num, onlyTypedErrors, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { FeeConflictError } from '../errors/node.js'
import { assertFeeParameters, isValidFeeParameters } from './assertFeeParameters.js'
import { isInsufficientGas } from './isInsufficientGas.js'
import { parseSendAmount } from './parseSendAmount.js'

// issue 15, item 6: the send helpers, on any input of their declared types
const fee = fc.option(big, { nil: undefined })
const fees = fc.record({ gasPrice: fee, maxFeePerGas: fee, maxPriorityFeePerGas: fee })
const decimals = fc.oneof(num, fc.constantFrom(0, 6, 18, 255, 256, 1e9))

onlyTypedErrors('assertFeeParameters', fc.tuple(fees), assertFeeParameters)
onlyTypedErrors('isValidFeeParameters', fc.tuple(fees), isValidFeeParameters)
onlyTypedErrors(
  'isInsufficientGas',
  fc.tuple(
    fc.record({
      nativeBalance: fc.option(text, { nil: undefined }),
      nativeBalanceInUsd: fc.option(text, { nil: undefined }),
      gasPriceInUsd: fc.option(text, { nil: undefined }),
      isSmartAccount: fc.boolean(),
    }),
  ),
  isInsufficientGas,
)
onlyTypedErrors('parseSendAmount', fc.tuple(text, decimals), parseSendAmount)

test('property: a send amount is positive and never more digits than the text allows', () => {
  fc.assert(
    fc.property(text, decimals, (amount, d) => {
      const value = parseSendAmount(amount, d)
      if (value !== undefined) expect(value > 0n).toBe(true)
    }),
    { numRuns: 10_000 },
  )
})

test('behavior: a 70,000-digit amount that fails at its end is refused in one pass', () => {
  // the old /^\d*\.?\d+$/ re-split the run of digits at every position: seconds of CPU
  expect(parseSendAmount(`${'1'.repeat(70_000)}x`, 18)).toBeUndefined()
  expect(parseSendAmount('1'.repeat(70_000), 18)).toBeUndefined()
  expect(parseSendAmount(` ${'9'.repeat(1_000_000)}`, 6)).toBeUndefined()
})

test('behavior: send amounts keep their meaning', () => {
  expect(parseSendAmount('1.5', 6)).toBe(1_500_000n)
  expect(parseSendAmount(' 2. ', 0)).toBe(2n)
  expect(parseSendAmount('.25', 2)).toBe(25n)
  for (const refused of ['0', '0.0', '-1', '1e3', '1.2.3', '.', '', '0x10', 'NaN', 'Infinity'])
    expect(parseSendAmount(refused, 18)).toBeUndefined()
  expect(parseSendAmount('1', 256)).toBeUndefined()
  expect(parseSendAmount('1', Number.NaN)).toBeUndefined()
})

test('behavior: conflicting or inverted fees are refused with our errors', () => {
  expect(() => assertFeeParameters({ gasPrice: -(10n ** 5_000n), maxFeePerGas: 1n })).toThrow(
    FeeConflictError,
  )
  expect(isValidFeeParameters({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n ** 256n })).toBe(false)
})
