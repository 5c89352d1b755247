import { bytesToHex } from '@noble/hashes/utils.js'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import bip173 from '../test/vectors/bip173.json'
import bip350 from '../test/vectors/bip350.json'
import { decodeBech32, decodeSegwitAddress, encodeBech32, encodeSegwitAddress } from './bech32.js'
import { segwitScript } from './parseBitcoinAddress.js'

describe.each([
  { name: 'BIP-173', vectors: bip173, encoding: 'bech32' },
  { name: 'BIP-350', vectors: bip350, encoding: 'bech32m' },
] as const)('$name', ({ vectors, encoding }) => {
  test.each(vectors.validStrings)('valid string: %s', (string) => {
    const decoded = decodeBech32(string)
    expect(decoded.ok && decoded.value.encoding).toBe(encoding)
    // re-encoding gives the lower-case form back
    if (decoded.ok)
      expect(encodeBech32(decoded.value.hrp, decoded.value.words, encoding)).toBe(
        string.toLowerCase(),
      )
  })

  test.each(vectors.invalidStrings)('invalid string: $bipReason', ({ string, expected }) => {
    expect(decodeBech32(string)).toEqual({ ok: false, reason: expected })
  })

  test.each(vectors.validAddresses)('valid address: $address', ({ address, scriptPubKey }) => {
    const decoded = decodeSegwitAddress(address)
    if (!decoded.ok) throw new Error(`did not decode: ${decoded.reason}`)
    const { hrp, version, program } = decoded.value
    expect(bytesToHex(segwitScript(version, program))).toBe(scriptPubKey)
    expect(encodeSegwitAddress(hrp, version, program)).toBe(address.toLowerCase())
  })
})

test('behavior: a bech32 checksum on a v1 program is refused, bech32m accepted', () => {
  const program = new Uint8Array(32).fill(7)
  const bech32m = encodeSegwitAddress('bc', 1, program)
  expect(decodeSegwitAddress(bech32m).ok).toBe(true)
  const decoded = decodeBech32(bech32m)
  if (!decoded.ok) throw new Error('unreachable')
  const asBech32 = encodeBech32('bc', decoded.value.words, 'bech32')
  expect(decodeSegwitAddress(asBech32)).toEqual({ ok: false, reason: 'wrong-encoding' })
})

test('behavior: any witness program round-trips through encode and decode', () => {
  const program = fc.oneof(
    fc.record({
      version: fc.constant(0),
      program: fc.uint8Array({ minLength: 20, maxLength: 20 }),
    }),
    fc.record({
      version: fc.constant(0),
      program: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    }),
    fc.record({
      version: fc.integer({ min: 1, max: 16 }),
      program: fc.uint8Array({ minLength: 2, maxLength: 40 }),
    }),
  )
  fc.assert(
    fc.property(program, fc.constantFrom('bc', 'tb', 'bcrt'), ({ version, program }, hrp) => {
      const address = encodeSegwitAddress(hrp, version, program)
      const decoded = decodeSegwitAddress(address)
      expect(decoded).toEqual({
        ok: true,
        value: { hrp, version, program, encoding: version === 0 ? 'bech32' : 'bech32m' },
      })
    }),
  )
})

test('behavior: arbitrary strings never throw, and one changed character is caught', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 120 }), (input) => {
      const result = decodeSegwitAddress(input)
      expect(typeof result.ok).toBe('boolean')
    }),
  )
  const valid = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
  const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
  fc.assert(
    fc.property(
      fc.integer({ min: 3, max: valid.length - 1 }),
      fc.constantFrom(...charset),
      (position, char) => {
        fc.pre(valid[position] !== char)
        const typo = valid.slice(0, position) + char + valid.slice(position + 1)
        expect(decodeSegwitAddress(typo).ok).toBe(false)
      },
    ),
  )
})
