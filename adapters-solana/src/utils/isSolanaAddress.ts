import bs58 from 'bs58'

const BASE58 = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/** Docs: /adapters-solana/isSolanaAddress. 32 to 44 base58 characters that decode to 32 bytes. */
export function isSolanaAddress(value: unknown): value is string {
  if (typeof value !== 'string' || !BASE58.test(value)) return false
  return bs58.decodeUnsafe(value)?.length === 32
}
