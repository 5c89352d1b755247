import { decodeBase58 } from '@walletport/core'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Docs: /adapters-solana/isSolanaAddress. 32 to 44 base58 characters that decode to 32 bytes. */
export function isSolanaAddress(value: unknown): value is string {
  // the pattern lets only base58 of at most 44 characters through: decoding cannot throw
  return typeof value === 'string' && BASE58.test(value) && decodeBase58(value).length === 32
}
