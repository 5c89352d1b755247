import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'
import { encodeBase58 } from './encodeBase58.js'

test('default', () => {
  expect(encodeBase58(new Uint8Array())).toBe('')
  expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  expect(encodeBase58(new Uint8Array([0, 0, 1, 1]))).toBe('115S')
})

test('behavior: the same text as bs58, and decodeBase58 reverses it', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      const text = encodeBase58(bytes)
      expect(text).toBe(bs58.encode(bytes))
      expect(decodeBase58(text)).toEqual(bytes)
    }),
  )
})
