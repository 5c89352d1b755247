import { type Address, getAddress, type Hash, type Hex } from 'viem'

/**
 * Docs: /adapters-evm/rules#isSendAddress. A receiver for a send: the 0x prefix is required
 * and a mixed-case address must carry a valid EIP-55 checksum.
 */
export function isSendAddress(value: unknown): value is Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) return false
  const digits = value.slice(2)
  // one case throughout carries no checksum (EIP-55)
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return true
  return getAddress(value) === value
}

/** Docs: /adapters-evm/rules#isTransactionHash. 0x and 64 hex digits. */
export function isTransactionHash(value: unknown): value is Hash {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

/** Docs: /adapters-evm/rules#isSignature. 0x and at least 62 hex digits, of even length. */
export function isSignature(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2}){31,}$/.test(value)
}
