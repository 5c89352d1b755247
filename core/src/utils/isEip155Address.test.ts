import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isEip155Address } from './isEip155Address.js'

test('default', () => {
  expect(isEip155Address('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
})

test('parameters: value (prefix and case)', () => {
  expect(isEip155Address('5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
  expect(isEip155Address('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true)
  // a bad checksum is still an address; only sending checks it
  expect(isEip155Address('0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(true)
  expect(isEip155Address('0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
})

test('parameters: value (length boundaries)', () => {
  expect(isEip155Address(`0x${'a'.repeat(39)}`)).toBe(false)
  expect(isEip155Address(`0x${'a'.repeat(40)}`)).toBe(true)
  expect(isEip155Address(`0x${'a'.repeat(41)}`)).toBe(false)
  expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false)
  expect(isEip155Address(` 0x${'a'.repeat(40)}`)).toBe(false)
  expect(isEip155Address(`0x${'a'.repeat(40)}\n`)).toBe(false)
})

test('parameters: value (not a string)', () => {
  expect(isEip155Address(undefined)).toBe(false)
  expect(isEip155Address(0x1234)).toBe(false)
})

test('behavior: never throws, and accepts every 20-byte hex', () => {
  fc.assert(
    fc.property(
      fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      (value) => void isEip155Address(value),
    ),
  )
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.boolean(), (bytes, prefix) => {
      const hex = Buffer.from(bytes).toString('hex')
      expect(isEip155Address(prefix ? `0x${hex}` : hex)).toBe(true)
    }),
  )
})
