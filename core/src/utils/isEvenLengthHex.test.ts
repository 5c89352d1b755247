import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isEvenLengthHex, parseEvenLengthHex } from './isEvenLengthHex.js'

// any code point, lone surrogates included
const unicode = fc.string({ unit: fc.nat(0x10ffff).map((c) => String.fromCodePoint(c)) })

test('default', () => {
  expect(isEvenLengthHex('0xdeadbeef')).toBe(true)
  expect(parseEvenLengthHex('0xDEADbeef')).toBe('0xDEADbeef')
})

test('parameters: value (length)', () => {
  expect(isEvenLengthHex('0x')).toBe(true)
  expect(isEvenLengthHex('0x1')).toBe(false)
  expect(isEvenLengthHex('0x12')).toBe(true)
  expect(isEvenLengthHex('0x123')).toBe(false)
  expect(() => parseEvenLengthHex('0xabc')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidHexError: Invalid hex string

    Expected 0x followed by an even number of hex digits.
    Received: "0xabc"]
  `)
})

test('parameters: value (prefix and digits)', () => {
  expect(isEvenLengthHex('dead')).toBe(false)
  expect(isEvenLengthHex('0xzz')).toBe(false)
  expect(isEvenLengthHex(0xdead)).toBe(false)
})

test('behavior: any byte string in hex passes; only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
      expect(isEvenLengthHex(`0x${Buffer.from(bytes).toString('hex')}`)).toBe(true)
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
        const ok = isEvenLengthHex(value)
        try {
          parseEvenLengthHex(value as string)
          expect(ok).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          expect(ok).toBe(false)
        }
      },
    ),
  )
})
