import bs58 from 'bs58'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'

test('default', () => {
  expect(decodeBase58('')).toEqual(new Uint8Array())
  expect(decodeBase58('1')).toEqual(new Uint8Array([0]))
  expect(decodeBase58('11111111111111111111111111111111')).toEqual(new Uint8Array(32))
  expect(decodeBase58('5S')).toEqual(new Uint8Array([1, 1]))
})

test('behavior: a character outside the alphabet is undefined, not a throw', () => {
  for (const bad of ['0', 'O', 'I', 'l', ' 1', '1+', 'é']) expect(decodeBase58(bad)).toBe(undefined)
})

test('behavior: the same bytes as bs58', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      expect(decodeBase58(bs58.encode(bytes))).toEqual(bytes)
    }),
  )
  fc.assert(
    fc.property(fc.string({ unit: fc.constantFrom(...'123456789ABCabcxyz') }), (text) => {
      expect(decodeBase58(text)).toEqual(bs58.decode(text))
    }),
  )
})
