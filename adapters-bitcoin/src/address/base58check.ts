import { decodeBase58, encodeBase58 } from '@walletport/core'
import { InvalidAddressError } from '../errors/address.js'
import { type DecodeResult, fail } from './bech32.js'
import { sha256 } from './sha256.js'

/** longer input cannot be an address, and is refused before any big-number work */
const MAX_INPUT_LENGTH = 64

export type DecodedBase58Check = { version: number; hash: Uint8Array }

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4)

/** Decodes a legacy address: one version byte, a 20-byte hash, a 4-byte double-SHA256 checksum. */
export function decodeBase58Check(address: string): DecodeResult<DecodedBase58Check> {
  if (address.length === 0) return fail('empty')
  if (address.length > MAX_INPUT_LENGTH) return fail('invalid-length')
  let bytes: Uint8Array
  try {
    bytes = decodeBase58(address)
  } catch {
    // core's decoder refuses only characters outside the alphabet at this length
    return fail('invalid-character')
  }
  if (bytes.length !== 25) return fail('invalid-length')
  const payload = bytes.subarray(0, 21)
  const expected = checksumOf(payload)
  for (let i = 0; i < 4; i++) if (bytes[21 + i] !== expected[i]) return fail('invalid-checksum')
  return { ok: true, value: { version: payload[0]!, hash: payload.slice(1) } }
}

/**
 * Encodes a version byte and a 20-byte hash as a base58check address. Throws
 * InvalidAddressError for anything else: base58 costs the square of its length.
 */
export function encodeBase58Check(version: number, hash: Uint8Array): string {
  if (!Number.isInteger(version) || version < 0 || version > 255)
    throw new InvalidAddressError({ address: String(version), reason: 'invalid-format' })
  if (!(hash instanceof Uint8Array) || hash.length !== 20)
    throw new InvalidAddressError({ address: '', reason: 'invalid-length' })
  const payload = Uint8Array.from([version, ...hash])
  return encodeBase58(Uint8Array.from([...payload, ...checksumOf(payload)]))
}
