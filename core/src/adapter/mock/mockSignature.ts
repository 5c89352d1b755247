import { keccak256 } from '../../utils/keccak256.js'

function toHex(bytes: Uint8Array): string {
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The mock wallet's signature of a message: deterministic, bound to the address and the
 * message, 65 bytes like an ECDSA one. Not a real signature: only the mock can check it.
 */
export function mockSignature(address: string, message: string): `0x${string}` {
  const encode = (text: string) => keccak256(new TextEncoder().encode(text))
  return `0x${toHex(encode(`${address.toLowerCase()}\n${message}`))}${toHex(encode(message))}1b`
}
