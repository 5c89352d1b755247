import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isTransactionHash, parseTransactionHash } from './isTransactionHash.js'

// any code point, lone surrogates included
const unicode = fc.string({ unit: fc.nat(0x10ffff).map((c) => String.fromCodePoint(c)) })

const HASH = `0x${'ab'.repeat(32)}`

test('default', () => {
  expect(isTransactionHash(HASH)).toBe(true)
  expect(parseTransactionHash(HASH)).toBe(HASH)
})

test('parameters: value (length boundaries)', () => {
  expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
  expect(isTransactionHash(`0x${'A'.repeat(64)}`)).toBe(true)
  expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
})

test('parameters: value (prefix and digits)', () => {
  expect(isTransactionHash('ab'.repeat(32))).toBe(false)
  expect(isTransactionHash(`0X${'ab'.repeat(32)}`)).toBe(false)
  expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  expect(isTransactionHash(undefined)).toBe(false)
  expect(() => parseTransactionHash('0x1234')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidTransactionHashError: Invalid transaction hash

    Expected 0x followed by 64 hex digits.
    Received: "0x1234"]
  `)
})

test('behavior: accepts every 32-byte hex; only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      expect(isTransactionHash(`0x${Buffer.from(bytes).toString('hex')}`)).toBe(true)
    }),
  )
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        unicode,
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        const ok = isTransactionHash(value)
        try {
          parseTransactionHash(value as string)
          expect(ok).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          expect(ok).toBe(false)
        }
      },
    ),
  )
})
