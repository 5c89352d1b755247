import fc from 'fast-check'
import { keccak256 as viemKeccak256 } from 'viem'
import { expect, test } from 'vitest'
import { keccak256 } from './keccak256.js'

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')
const utf8 = (text: string) => new TextEncoder().encode(text)

test('default', () => {
  expect(hex(keccak256(new Uint8Array()))).toBe(
    'c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470',
  )
})

test('parameters: data (known vectors)', () => {
  expect(hex(keccak256(utf8('abc')))).toBe(
    '4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45',
  )
  expect(hex(keccak256(utf8('The quick brown fox jumps over the lazy dog')))).toBe(
    '4d741b6f1eb29cb2a9b9911c82f56fa8d73b04959d3d9d222895df6c0b28aa15',
  )
  // the selector of ERC-20 transfer(address,uint256) is the hash's first four bytes
  expect(hex(keccak256(utf8('transfer(address,uint256)'))).slice(0, 8)).toBe('a9059cbb')
})

test('parameters: data (lengths around the 136-byte block)', () => {
  for (const length of [135, 136, 137, 271, 272, 273, 1000]) {
    const data = new Uint8Array(length).map((_, i) => (i * 7 + 3) & 0xff)
    expect(`0x${hex(keccak256(data))}`).toBe(viemKeccak256(data))
  }
})

test('behavior: matches an independent implementation (viem, tests only) on arbitrary bytes', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 600 }), (data) => {
      expect(`0x${hex(keccak256(data))}`).toBe(viemKeccak256(data))
    }),
  )
})

test('behavior: leaves its input unchanged', () => {
  const data = utf8('walletport')
  keccak256(data)
  expect(new TextDecoder().decode(data)).toBe('walletport')
})
