import fc from 'fast-check'
import { getAddress } from 'viem'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isEip155SendAddress, parseEip155SendAddress } from './parseEip155SendAddress.js'

// any code point, lone surrogates included
const unicode = fc.string({ unit: fc.nat(0x10ffff).map((c) => String.fromCodePoint(c)) })

const CHECKSUMMED = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

test('default', () => {
  expect(parseEip155SendAddress(CHECKSUMMED)).toBe(CHECKSUMMED)
  expect(isEip155SendAddress(CHECKSUMMED)).toBe(true)
})

test('parameters: value (single-case addresses carry no checksum)', () => {
  expect(parseEip155SendAddress(CHECKSUMMED.toLowerCase())).toBe(CHECKSUMMED.toLowerCase())
  const upper = `0x${CHECKSUMMED.slice(2).toUpperCase()}`
  expect(parseEip155SendAddress(upper)).toBe(upper)
  // digits only: neither case
  expect(parseEip155SendAddress(`0x${'1'.repeat(40)}`)).toBe(`0x${'1'.repeat(40)}`)
})

test('parameters: value (0x is required)', () => {
  expect(() => parseEip155SendAddress(CHECKSUMMED.slice(2))).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Invalid address

    Expected 0x and 40 hex digits (eip155).
    Received: "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"]
  `)
  expect(isEip155SendAddress(CHECKSUMMED.slice(2))).toBe(false)
})

test('parameters: value (bad checksum)', () => {
  const wrong = `0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`
  expect(() => parseEip155SendAddress(wrong)).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressChecksumError: Invalid address checksum

    Expected: 0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed
    Received: "0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed"]
  `)
  expect(isEip155SendAddress(wrong)).toBe(false)
})

test('parameters: value (not a string)', () => {
  expect(isEip155SendAddress(1)).toBe(false)
  expect(() => parseEip155SendAddress(null as unknown as string)).toThrow(BaseError)
})

test('behavior: a single flipped letter breaks the checksum', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), fc.nat(39), (bytes, at) => {
      const address = getAddress(`0x${Buffer.from(bytes).toString('hex')}`)
      expect(parseEip155SendAddress(address)).toBe(address)
      const character = address[at + 2]!
      const flipped =
        character === character.toLowerCase() ? character.toUpperCase() : character.toLowerCase()
      fc.pre(flipped !== character)
      const broken = address.slice(0, at + 2) + flipped + address.slice(at + 3)
      const digits = broken.slice(2)
      // flipping the only letter can make the address single-case, which carries no checksum
      fc.pre(digits !== digits.toLowerCase() && digits !== digits.toUpperCase())
      expect(isEip155SendAddress(broken)).toBe(false)
    }),
  )
})

test('behavior: throws only typed errors, and isEip155SendAddress never throws', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        unicode,
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        expect(typeof isEip155SendAddress(value)).toBe('boolean')
        try {
          parseEip155SendAddress(value as string)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
        }
      },
    ),
  )
})
