import { InvalidAddressError } from '../errors/address.js'
import type { InvalidAddressReason } from '../errors.js'

/** The checksum variant of a bech32 string: BIP-173 (bech32) or BIP-350 (bech32m). */
export type Bech32Encoding = 'bech32' | 'bech32m'

export type DecodedBech32 = {
  /** lower-cased human-readable part */
  hrp: string
  /** 5-bit words between the separator and the checksum */
  words: readonly number[]
  encoding: Bech32Encoding
}

export type DecodedSegwitAddress = {
  hrp: string
  version: number
  program: Uint8Array
  encoding: Bech32Encoding
}

/** Either the decoded value or why it failed, so callers can report a reason without try/catch. */
export type DecodeResult<T> = { ok: true; value: T } | { ok: false; reason: InvalidAddressReason }

const CHARSET = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const GENERATOR = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3] as const
const BECH32M = 0x2bc830a3
/** BIP-173: the whole string is at most 90 characters */
const MAX_LENGTH = 90
const CHECKSUM_LENGTH = 6

/** The BCH checksum of the expanded hrp (high bits, 0, low bits) followed by `words`. */
function polymod(hrp: string, words: readonly number[]): number {
  const codes = [...hrp].map((char) => char.charCodeAt(0))
  let chk = 1
  for (const value of [...codes.map((c) => c >> 5), 0, ...codes.map((c) => c & 31), ...words]) {
    const top = chk >>> 25
    chk = ((chk & 0x1ffffff) << 5) ^ value
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) chk ^= GENERATOR[i]!
  }
  return chk >>> 0
}

/** A failed DecodeResult. */
export const fail = (reason: InvalidAddressReason) => ({ ok: false, reason }) as const

/** Decodes any bech32 or bech32m string (BIP-173 and BIP-350 string rules). */
export function decodeBech32(input: string): DecodeResult<DecodedBech32> {
  if (!input) return fail('empty')
  if (input.length > MAX_LENGTH) return fail('invalid-length')
  // printable US-ASCII only
  if (/[^!-~]/.test(input)) return fail('invalid-character')
  const lower = input.toLowerCase()
  if (lower !== input && input.toUpperCase() !== input) return fail('mixed-case')
  const separator = lower.lastIndexOf('1')
  // no separator, or an empty hrp
  if (separator < 1) return fail('invalid-format')
  // fewer than six checksum characters after the separator
  if (separator + CHECKSUM_LENGTH >= lower.length) return fail('invalid-length')
  const hrp = lower.slice(0, separator)
  const data = [...lower.slice(separator + 1)].map((char) => CHARSET.indexOf(char))
  if (data.includes(-1)) return fail('invalid-character')
  const check = polymod(hrp, data)
  const encoding = check === 1 ? 'bech32' : check === BECH32M ? 'bech32m' : undefined
  if (!encoding) return fail('invalid-checksum')
  return { ok: true, value: { hrp, words: data.slice(0, -CHECKSUM_LENGTH), encoding } }
}

/**
 * Encodes 5-bit words with the checksum of `encoding`; the hrp must be lower case. Throws
 * InvalidAddressError for what no decoder would take back: more than 90 characters, an
 * empty or non-printable hrp, a word that is not 0 to 31. The length is checked first, so
 * outside input of any size costs nothing.
 */
export function encodeBech32(hrp: string, words: readonly number[], encoding: Bech32Encoding) {
  const refuse = (reason: InvalidAddressReason) =>
    new InvalidAddressError({ address: String(hrp).slice(0, MAX_LENGTH), reason })
  if (typeof hrp !== 'string' || !hrp) throw refuse('invalid-format')
  if (hrp.length + 1 + words.length + CHECKSUM_LENGTH > MAX_LENGTH) throw refuse('invalid-length')
  if (/[^!-~]/.test(hrp)) throw refuse('invalid-character')
  if (!words.every((word) => Number.isInteger(word) && word >= 0 && word < 32))
    throw refuse('invalid-character')
  const mod = polymod(hrp, [...words, 0, 0, 0, 0, 0, 0]) ^ (encoding === 'bech32' ? 1 : BECH32M)
  let out = `${hrp}1`
  for (const word of words) out += CHARSET[word]
  for (let i = 0; i < CHECKSUM_LENGTH; i++) out += CHARSET[(mod >>> (5 * (5 - i))) & 31]
  return out
}

/**
 * Regroups bits (8 to 5 when encoding, 5 to 8 when decoding). Decoding refuses more than
 * four padding bits and non-zero padding, as BIP-173 requires.
 */
export function convertBits(
  data: readonly number[] | Uint8Array,
  from: number,
  to: number,
  pad: boolean,
): number[] | undefined {
  let acc = 0
  let bits = 0
  const out: number[] = []
  const maxValue = (1 << to) - 1
  for (const value of data) {
    if (value < 0 || value >> from !== 0) return undefined
    acc = (acc << from) | value
    bits += from
    while (bits >= to) {
      bits -= to
      out.push((acc >> bits) & maxValue)
    }
    // keep only the bits not yet emitted, so the accumulator never overflows
    acc &= (1 << bits) - 1
  }
  if (pad) {
    if (bits > 0) out.push((acc << (to - bits)) & maxValue)
  } else if (bits >= from || ((acc << (to - bits)) & maxValue) !== 0) {
    return undefined
  }
  return out
}

/**
 * Decodes a segwit address (BIP-173 for version 0, BIP-350 for versions 1 to 16) without
 * checking its hrp against a network: that is the caller's rule.
 */
export function decodeSegwitAddress(address: string): DecodeResult<DecodedSegwitAddress> {
  const decoded = decodeBech32(address)
  if (!decoded.ok) return decoded
  const { hrp, words, encoding } = decoded.value
  const [version, ...rest] = words
  if (version === undefined) return fail('invalid-length')
  if (version > 16) return fail('invalid-witness-version')
  const program = convertBits(rest, 5, 8, false)
  if (!program) return fail('invalid-padding')
  if (program.length < 2 || program.length > 40) return fail('invalid-program-length')
  if (version === 0 && program.length !== 20 && program.length !== 32)
    return fail('invalid-program-length')
  // version 0 keeps the BIP-173 checksum; every later version must use bech32m
  if ((version === 0) !== (encoding === 'bech32')) return fail('wrong-encoding')
  return { ok: true, value: { hrp, version, program: Uint8Array.from(program), encoding } }
}

/**
 * Encodes a witness program as a segwit address (bech32 for v0, bech32m otherwise). Throws
 * InvalidAddressError for a version past 16 or a program of other than 2 to 40 bytes.
 */
export function encodeSegwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const address = String(hrp).slice(0, MAX_LENGTH)
  if (!Number.isInteger(version) || version < 0 || version > 16)
    throw new InvalidAddressError({ address, reason: 'invalid-witness-version' })
  if (!(program instanceof Uint8Array) || program.length < 2 || program.length > 40)
    throw new InvalidAddressError({ address, reason: 'invalid-program-length' })
  const words = convertBits(program, 8, 5, true) ?? []
  return encodeBech32(hrp, [version, ...words], version === 0 ? 'bech32' : 'bech32m')
}
