import { isEip155SendAddress } from '@walletport/core'
import type { Address, Hash, Hex } from 'viem'

/**
 * Docs: /adapters-evm/rules#isSendAddress. A receiver for a send: the 0x prefix is required
 * and a mixed-case address must carry a valid EIP-55 checksum. The rule is core's, so the
 * send form and this adapter agree.
 */
export function isSendAddress(value: unknown): value is Address {
  return isEip155SendAddress(value)
}

/** Docs: /adapters-evm/rules#isTransactionHash. 0x and 64 hex digits. */
export function isTransactionHash(value: unknown): value is Hash {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{64}$/.test(value)
}

/** Docs: /adapters-evm/rules#isSignature. 0x and at least 62 hex digits, of even length. */
export function isSignature(value: unknown): value is Hex {
  return typeof value === 'string' && /^0x(?:[0-9a-fA-F]{2}){31,}$/.test(value)
}
