import { InvalidAddressError } from '../errors/address.js'
import { type DecodeResult, fail } from './bech32.js'
import { sha256 } from './sha256.js'

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** longer input cannot be an address, and is refused before any big-number work */
const MAX_INPUT_LENGTH = 64

export type DecodedBase58Check = { version: number; hash: Uint8Array }

function decodeBase58(input: string): Uint8Array | undefined {
  let value = 0n
  for (const char of input) {
    const digit = ALPHABET.indexOf(char)
    if (digit === -1) return undefined
    value = value * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  // each leading '1' stands for one leading zero byte
  let zeros = 0
  while (input[zeros] === '1') zeros++
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let out = ''
  while (value > 0n) {
    out = ALPHABET[Number(value % 58n)] + out
    value /= 58n
  }
  for (const byte of bytes) {
    if (byte !== 0) break
    out = `1${out}`
  }
  return out
}

const checksumOf = (payload: Uint8Array) => sha256(sha256(payload)).subarray(0, 4)

/** Decodes a legacy address: one version byte, a 20-byte hash, a 4-byte double-SHA256 checksum. */
export function decodeBase58Check(address: string): DecodeResult<DecodedBase58Check> {
  if (address.length === 0) return fail('empty')
  if (address.length > MAX_INPUT_LENGTH) return fail('invalid-length')
  const bytes = decodeBase58(address)
  if (!bytes) return fail('invalid-character')
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
