import { type Hex, isHex } from 'viem'

/** narrows what the adapter contract types as string (hashes, signatures) to hex, or fails */
export function asHex(value: string): Hex {
  if (!isHex(value)) throw new Error(`expected hex, received ${value}`)
  return value
}
