import fc from 'fast-check'
import { expect, test } from 'vitest'
import { BaseError } from '../errors/base.js'
import { isSolanaAddress, parseSolanaAddress } from './isSolanaAddress.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

function encodeBase58(bytes: Uint8Array): string {
  let number = 0n
  for (const byte of bytes) number = number * 256n + BigInt(byte)
  let text = ''
  while (number > 0n) {
    text = ALPHABET[Number(number % 58n)] + text
    number /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    text = `1${text}`
  }
  return text
}

test('default', () => {
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  expect(parseSolanaAddress('So11111111111111111111111111111111111111112')).toBe(
    'So11111111111111111111111111111111111111112',
  )
})

test('parameters: value (length boundaries)', () => {
  // the system program: 32 zero bytes, the shortest address
  expect(isSolanaAddress('1'.repeat(32))).toBe(true)
  expect(isSolanaAddress('1'.repeat(31))).toBe(false)
  expect(isSolanaAddress('1'.repeat(33))).toBe(false)
  // the largest 32-byte value is 44 characters
  expect(isSolanaAddress(encodeBase58(new Uint8Array(32).fill(255)))).toBe(true)
  expect(encodeBase58(new Uint8Array(32).fill(255))).toHaveLength(44)
  expect(isSolanaAddress('z'.repeat(45))).toBe(false)
})

test('parameters: value (right length, wrong size)', () => {
  // 44 characters of z decode to more than 32 bytes
  expect(isSolanaAddress('z'.repeat(44))).toBe(false)
  // 32 characters of 2 decode to fewer than 32 bytes
  expect(isSolanaAddress('2'.repeat(32))).toBe(false)
})

test('parameters: value (not base58)', () => {
  expect(isSolanaAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false)
  expect(isSolanaAddress(`${'1'.repeat(31)}0`)).toBe(false)
  expect(isSolanaAddress(undefined)).toBe(false)
  expect(() => parseSolanaAddress('not an address')).toThrowErrorMatchingInlineSnapshot(`
    [InvalidAddressError: Invalid address

    Expected 32 to 44 base58 characters encoding 32 bytes (solana).
    Received: "not an address"]
  `)
})

test('behavior: every 32-byte key is an address', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      expect(isSolanaAddress(encodeBase58(bytes))).toBe(true)
    }),
  )
})

test('behavior: other sizes are not addresses', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 40 }), (bytes) => {
      fc.pre(bytes.length !== 32)
      expect(isSolanaAddress(encodeBase58(bytes))).toBe(false)
    }),
  )
})

test('behavior: only typed errors on arbitrary input', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue(),
        fc.anything({ withBigInt: true, withBoxedValues: true, withNullPrototype: true }),
      ),
      (value) => {
        const ok = isSolanaAddress(value)
        try {
          parseSolanaAddress(value as string)
          expect(ok).toBe(true)
        } catch (error) {
          expect(error).toBeInstanceOf(BaseError)
          expect(ok).toBe(false)
        }
      },
    ),
  )
})
