import { encodeBase58 } from '@walletport/core'
import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { readBase58 } from './readBase58.js'

test('default', () => {
  expect(readBase58('')).toEqual(new Uint8Array())
  expect(readBase58('1')).toEqual(new Uint8Array([0]))
  expect(readBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  expect(readBase58('5S')).toEqual(new Uint8Array([1, 1]))
})

test('behavior: a character outside the alphabet (or not a string) is undefined, not a throw', () => {
  for (const bad of ['0', 'O', 'I', 'l', ' 1', '1+', 'é', 1, null, undefined, {}])
    expect(readBase58(bad)).toBe(undefined)
})

test('behavior: the same bytes as bs58', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      expect(readBase58(bs58.encode(bytes))).toEqual(bytes)
    }),
  )
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'123456789ABCabcxyz') }), (text) => {
      expect(readBase58(text)).toEqual(bs58.decode(text))
    }),
  )
})

// core's encoder is the one this adapter writes keys and signatures with
test('behavior: encodeBase58 writes the same text as bs58, and readBase58 reverses it', () => {
  expect(encodeBase58(new Uint8Array([0, 0, 1, 1]))).toBe('115S')
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      const text = encodeBase58(bytes)
      expect(text).toBe(bs58.encode(bytes))
      expect(readBase58(text)).toEqual(bytes)
    }),
  )
})
