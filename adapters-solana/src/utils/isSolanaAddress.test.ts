import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { isSolanaAddress } from './isSolanaAddress.js'

test('default: well-known addresses', () => {
  expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true) // system program, 32 zero bytes
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
  expect(isSolanaAddress('So11111111111111111111111111111111111111112')).toBe(true)
})

test('behavior: rejects what is not 32 to 44 base58 characters decoding to 32 bytes', () => {
  expect(isSolanaAddress('')).toBe(false)
  expect(isSolanaAddress('0x7b2F6a2F5b5a3bC8D2b1F0e9C8a7B6c5D4e3F2a1')).toBe(false)
  // base58 has no 0, O, I or l
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5D0')).toBe(false)
  expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5Dl')).toBe(false)
  // 31 characters, and 45
  expect(isSolanaAddress('1111111111111111111111111111111')).toBe(false)
  expect(isSolanaAddress(`${'2'.repeat(45)}`)).toBe(false)
  // 44 characters that decode to 33 bytes
  expect(isSolanaAddress('z'.repeat(44))).toBe(false)
  expect(isSolanaAddress(' TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(false)
  expect(isSolanaAddress(undefined)).toBe(false)
  expect(isSolanaAddress(42)).toBe(false)
})

test('behavior: every 32-byte key is an address; no other length is', () => {
  fc.assert(
    fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (bytes) => {
      expect(isSolanaAddress(bs58.encode(bytes))).toBe(true)
    }),
  )
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 1, maxLength: 64 }).filter((b) => b.length !== 32),
      (bytes) => {
        expect(isSolanaAddress(bs58.encode(bytes))).toBe(false)
      },
    ),
  )
})

test('behavior: never throws on any string', () => {
  fc.assert(
    fc.property(fc.string(), (value) => {
      expect(typeof isSolanaAddress(value)).toBe('boolean')
    }),
  )
})
