/** Bitcoin's alphabet, which Solana uses: no 0, O, I or l */
const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Docs: /core/utils/encodeBase58. Bytes as base58, each leading zero byte as a `1`: how
 * Solana writes keys and signatures, and the body of Bitcoin's base58check.
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let number = 0n
  for (const byte of bytes) number = (number << 8n) | BigInt(byte)
  let text = ''
  for (; number > 0n; number /= 58n) text = ALPHABET[Number(number % 58n)] + text
  return '1'.repeat(zeros) + text
}
