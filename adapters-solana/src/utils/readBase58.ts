import { decodeBase58 } from '@walletport/core'

/**
 * The bytes of base58 text a wallet or a caller sent; undefined for anything else (not a
 * string, a character outside the alphabet, absurdly long), never a throw: what they send
 * is checked, and the adapter drops or rejects what fails.
 */
export function readBase58(value: unknown): Uint8Array | undefined {
  if (typeof value !== 'string') return undefined
  try {
    return decodeBase58(value)
  } catch {
    return undefined
  }
}
