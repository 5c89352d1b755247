import fc from 'fast-check'
import { expect, test } from 'vitest'
import { decodeBase58 } from './decodeBase58.js'
import { encodeBase58 } from './encodeBase58.js'

test('default', () => {
  expect(encodeBase58(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
})

test('parameters: bytes (digits and leading zeros)', () => {
  expect(encodeBase58(new Uint8Array())).toBe('')
  expect(encodeBase58(new Uint8Array([0]))).toBe('1')
  expect(encodeBase58(new Uint8Array(32))).toBe('11111111111111111111111111111111')
  expect(encodeBase58(new Uint8Array([57]))).toBe('z')
  expect(encodeBase58(new Uint8Array([58]))).toBe('21')
  expect(encodeBase58(new Uint8Array([0, 1, 0]))).toBe('15R')
  expect(encodeBase58(new Uint8Array([0, 0, 1, 1]))).toBe('115S')
  expect(encodeBase58(new Uint8Array(32).fill(255))).toHaveLength(44)
})

test('behavior: decodeBase58 reverses it', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 80 }), (bytes) => {
      expect([...decodeBase58(encodeBase58(bytes))]).toEqual([...bytes])
    }),
  )
})
