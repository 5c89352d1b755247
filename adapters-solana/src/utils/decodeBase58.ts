// bitcoin's alphabet, which Solana uses: no 0, O, I or l
export const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * The bytes a base58 string encodes (each leading `1` is a zero byte); undefined for a
 * character outside the alphabet. Small on purpose: it runs before any chain library loads.
 */
export function decodeBase58(value: string): Uint8Array | undefined {
  let zeros = 0
  while (value[zeros] === '1') zeros++
  let number = 0n
  for (let i = zeros; i < value.length; i++) {
    const digit = BASE58_ALPHABET.indexOf(value[i] as string)
    if (digit < 0) return undefined
    number = number * 58n + BigInt(digit)
  }
  const bytes: number[] = []
  for (; number > 0n; number >>= 8n) bytes.unshift(Number(number & 0xffn))
  const result = new Uint8Array(zeros + bytes.length)
  result.set(bytes, zeros)
  return result
}
