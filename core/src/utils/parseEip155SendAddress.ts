import { InvalidAddressChecksumError, InvalidAddressError } from '../errors/rules.js'
import { checksumEip155Address } from './checksumEip155Address.js'

const SEND_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * Docs: /core/utils/parseEip155SendAddress. A receiver for a send: `0x` is required, and a
 * mixed-case address must carry a valid EIP-55 checksum (all-lower and all-upper carry none).
 * Throws InvalidAddressError or InvalidAddressChecksumError.
 */
export function parseEip155SendAddress(value: string): `0x${string}` {
  if (typeof value !== 'string' || !SEND_ADDRESS.test(value))
    throw new InvalidAddressError({ value, namespace: 'eip155', expected: '0x and 40 hex digits' })
  const digits = value.slice(2)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase())
    return value as `0x${string}`
  const expected = checksumEip155Address(value)
  if (expected !== value) throw new InvalidAddressChecksumError({ value, expected })
  return expected
}

/** Docs: /core/utils/parseEip155SendAddress. The boolean form of parseEip155SendAddress. */
export function isEip155SendAddress(value: unknown): value is `0x${string}` {
  if (typeof value !== 'string') return false
  try {
    parseEip155SendAddress(value)
    return true
  } catch {
    return false
  }
}
