import { expect, test } from 'vitest'
import { BaseError } from './base.js'
import {
  FeeConflictError,
  InvalidAccountNameError,
  InvalidAddressChecksumError,
  InvalidAddressError,
  InvalidBase58Error,
  InvalidDecimalError,
  InvalidExpirerTargetError,
  InvalidHexError,
  InvalidRecapError,
  InvalidSignedMessageError,
  InvalidTransactionHashError,
  PriorityFeeAboveMaxFeeError,
} from './rules.js'

test('default', () => {
  const errors = [
    new InvalidTransactionHashError({ value: '0x1' }),
    new InvalidSignedMessageError({ value: '0x1' }),
    new InvalidHexError({ value: '0x1' }),
    new InvalidAddressError({ value: 'x', namespace: 'eip155', expected: '40 hex digits' }),
    new InvalidAddressChecksumError({ value: '0xA', expected: '0xa' }),
    new InvalidBase58Error({ value: '0' }),
    new InvalidAccountNameError({ value: 'ab' }),
    new InvalidDecimalError({ value: 'x' }),
    new FeeConflictError(),
    new PriorityFeeAboveMaxFeeError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
    new InvalidExpirerTargetError({ value: 'x' }),
    new InvalidRecapError({ reason: 'No att.' }),
  ]
  for (const error of errors) expect(error).toBeInstanceOf(BaseError)
  expect(errors.map((e) => [e.name, e.shortMessage])).toMatchInlineSnapshot(`
    [
      [
        "InvalidTransactionHashError",
        "Invalid transaction hash",
      ],
      [
        "InvalidSignedMessageError",
        "Invalid signed message",
      ],
      [
        "InvalidHexError",
        "Invalid hex string",
      ],
      [
        "InvalidAddressError",
        "Invalid address",
      ],
      [
        "InvalidAddressChecksumError",
        "Invalid address checksum",
      ],
      [
        "InvalidBase58Error",
        "Invalid base58 string",
      ],
      [
        "InvalidAccountNameError",
        "Invalid account name",
      ],
      [
        "InvalidDecimalError",
        "Invalid decimal number",
      ],
      [
        "FeeConflictError",
        "Cannot combine gasPrice with maxFeePerGas or maxPriorityFeePerGas",
      ],
      [
        "PriorityFeeAboveMaxFeeError",
        "maxPriorityFeePerGas cannot be higher than maxFeePerGas",
      ],
      [
        "InvalidExpirerTargetError",
        "Invalid expirer target",
      ],
      [
        "InvalidRecapError",
        "Invalid recap",
      ],
    ]
  `)
})

test('parameters: value (how any input is quoted)', () => {
  const meta = (value: unknown) => new InvalidHexError({ value }).metaMessages?.at(-1)
  expect(meta('abc')).toBe('Received: "abc"')
  expect(meta(12n)).toBe('Received: 12n')
  expect(meta(undefined)).toBe('Received: undefined')
  expect(meta(null)).toBe('Received: null')
  expect(meta(Symbol('s'))).toBe('Received: Symbol(s)')
  expect(meta([1])).toBe('Received: an array')
  expect(meta(Object.create(null))).toBe('Received: an object')
  expect(meta('x'.repeat(500))).toHaveLength('Received: '.length + 121)
})

test('parameters: namespace, reason', () => {
  expect(
    new InvalidAddressError({ value: 1, namespace: 'solana', expected: 'base58' }).namespace,
  ).toBe('solana')
  expect(new InvalidRecapError({ reason: 'No att.' }).reason).toBe('No att.')
  expect(
    new PriorityFeeAboveMaxFeeError({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }),
  ).toMatchInlineSnapshot(`
    [PriorityFeeAboveMaxFeeError: maxPriorityFeePerGas cannot be higher than maxFeePerGas

    maxFeePerGas: 1 wei
    maxPriorityFeePerGas: 2 wei]
  `)
})
