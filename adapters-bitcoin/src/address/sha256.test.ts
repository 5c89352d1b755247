import { sha256 as nobleSha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { sha256 } from './sha256.js'

test('default: the FIPS 180-4 examples', () => {
  expect(bytesToHex(sha256(new Uint8Array()))).toBe(
    'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
  )
  expect(bytesToHex(sha256(utf8ToBytes('abc')))).toBe(
    'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
  )
  // 56 bytes: the length no longer fits in the first block
  expect(
    bytesToHex(sha256(utf8ToBytes('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq'))),
  ).toBe('248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1')
})

test('behavior: agrees with @noble/hashes on any input, across block boundaries', () => {
  fc.assert(
    fc.property(fc.uint8Array({ maxLength: 300 }), (data) => {
      expect(sha256(data)).toEqual(nobleSha256(data))
    }),
    { numRuns: 500 },
  )
})

test('behavior: a view into a larger buffer hashes only its own bytes', () => {
  const buffer = Uint8Array.from({ length: 100 }, (_, i) => i)
  const view = buffer.subarray(10, 35)
  expect(sha256(view)).toEqual(nobleSha256(Uint8Array.from(view)))
})
