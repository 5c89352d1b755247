import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isSendAmount } from './isSendAmount.js'

test('default', () => {
  expect(isSendAmount('0.5')).toBe(true)
})

test('parameters: value', () => {
  expect(isSendAmount('1')).toBe(true)
  expect(isSendAmount('.5')).toBe(true)
  expect(isSendAmount('1.')).toBe(true)
  expect(isSendAmount('0.000000000000000001')).toBe(true)
  expect(isSendAmount('0')).toBe(false)
  expect(isSendAmount('0.000')).toBe(false)
  expect(isSendAmount('-1')).toBe(false)
  expect(isSendAmount('+1')).toBe(false)
  expect(isSendAmount('1e3')).toBe(false)
  expect(isSendAmount('1,5')).toBe(false)
  expect(isSendAmount(' 1')).toBe(false)
  expect(isSendAmount('.')).toBe(false)
  expect(isSendAmount('')).toBe(false)
  expect(isSendAmount(1)).toBe(false)
})

test('parameters: decimals', () => {
  expect(isSendAmount('1.123456', 6)).toBe(true)
  expect(isSendAmount('1.1234567', 6)).toBe(false)
  expect(isSendAmount('1.1234560000', 6)).toBe(true)
  expect(isSendAmount('1', 0)).toBe(true)
  expect(isSendAmount('1.0', 0)).toBe(true)
  expect(isSendAmount('1.5', 0)).toBe(false)
})

test('behavior: never throws', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      fc.option(fc.nat(30), { nil: undefined }),
      (value, decimals) => {
        expect(typeof isSendAmount(value, decimals)).toBe('boolean')
      },
    ),
  )
})
