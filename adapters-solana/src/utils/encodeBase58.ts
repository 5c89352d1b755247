import { BASE58_ALPHABET } from './decodeBase58.js'

/** Bytes as base58, each leading zero byte as a `1`: how Solana writes keys and signatures. */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (bytes[zeros] === 0) zeros++
  let number = 0n
  for (const byte of bytes) number = (number << 8n) | BigInt(byte)
  let text = ''
  for (; number > 0n; number /= 58n) text = BASE58_ALPHABET[Number(number % 58n)] + text
  return '1'.repeat(zeros) + text
}
