import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isSignedMessage, parseSignedMessage } from './isSignedMessage.js'

// any code point, lone surrogates included
const unicode = fc.string({ unit: fc.nat(0x10ffff).map((c) => String.fromCodePoint(c)) })

test('default', () => {
  const signature = `0x${'1b'.repeat(65)}`
  expect(isSignedMessage(signature)).toBe(true)
  expect(parseSignedMessage(signature)).toBe(signature)
})

test('parameters: value (at least 62 digits)', () => {
  expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
  expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
  expect(isSignedMessage(`0x${'F'.repeat(63)}`)).toBe(true)
  // smart-account signatures are long
  expect(isSignedMessage(`0x${'a'.repeat(2000)}`)).toBe(true)
})

test('parameters: value (prefix and digits)', () => {
  expect(isSignedMessage('a'.repeat(130))).toBe(false)
  expect(isSignedMessage(`0x${'a'.repeat(129)}z`)).toBe(false)
  expect(isSignedMessage(null)).toBe(false)
  expect(() => parseSignedMessage('0x')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidSignedMessageError: Invalid signed message

    Expected 0x followed by at least 62 hex digits.
    Received: "0x"]
  `)
})

test('behavior: only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        unicode,
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        const ok = isSignedMessage(value)
        try {
          parseSignedMessage(value as string)
          expect(ok).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          expect(ok).toBe(false)
        }
      },
    ),
  )
})
