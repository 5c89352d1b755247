import { InvalidAddressError } from '../errors/address.js'
import { decodeBase58 } from './decodeBase58.js'

const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Docs: /core/utils/isSolanaAddress. 32 to 44 base58 characters that decode to a 32-byte
 * public key (the length check alone lets through strings of the wrong size).
 */
export function isSolanaAddress(value: unknown): value is string {
  return (
    typeof value === 'string' && SOLANA_ADDRESS.test(value) && decodeBase58(value).length === 32
  )
}

/** Docs: /core/utils/isSolanaAddress. Throws InvalidAddressError. */
export function parseSolanaAddress(value: string): string {
  if (!isSolanaAddress(value))
    throw new InvalidAddressError({
      value,
      namespace: 'solana',
      expected: '32 to 44 base58 characters encoding 32 bytes',
    })
  return value
}
