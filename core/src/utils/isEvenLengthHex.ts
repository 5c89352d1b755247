import { InvalidHexError } from '../errors/rules.js'

const EVEN_LENGTH_HEX = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * Docs: /core/utils/isEvenLengthHex. `0x` followed by whole bytes (pairs of hex digits);
 * a bare `0x` is the empty byte string and passes.
 */
export function isEvenLengthHex(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && EVEN_LENGTH_HEX.test(value)
}

/** Docs: /core/utils/isEvenLengthHex. Throws InvalidHexError. */
export function parseEvenLengthHex(value: string): `0x${string}` {
  if (!isEvenLengthHex(value)) throw new InvalidHexError({ value })
  return value
}
