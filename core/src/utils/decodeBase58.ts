import { InvalidBase58Error } from '../errors/address.js'

/** Bitcoin's alphabet, which Solana uses: no 0, O, I or l */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const BASE58 = /^[1-9A-HJ-NP-Za-km-z]*$/
// the work grows with the square of the length: a Solana transaction (1232 bytes) is about
// 1700 characters; a megabyte would freeze the page
const MAX_BASE58_LENGTH = 2_048

/**
 * Docs: /core/utils/decodeBase58. Decodes a base58 string to bytes; each leading `1` is a
 * leading zero byte. Throws InvalidBase58Error on a character outside the alphabet or text
 * over 2048 characters.
 */
export function decodeBase58(value: string): Uint8Array {
  if (typeof value !== 'string' || value.length > MAX_BASE58_LENGTH || !BASE58.test(value))
    throw new InvalidBase58Error({ value })
  let zeros = 0
  while (zeros < value.length && value[zeros] === '1') zeros++
  let number = 0n
  for (let i = zeros; i < value.length; i++)
    number = number * 58n + BigInt(ALPHABET.indexOf(value[i]!))
  const bytes: number[] = []
  while (number > 0n) {
    bytes.push(Number(number & 0xffn))
    number >>= 8n
  }
  const result = new Uint8Array(zeros + bytes.length)
  // the big-endian digits were collected least significant first
  for (let i = 0; i < bytes.length; i++) result[zeros + i] = bytes[bytes.length - 1 - i]!
  return result
}
