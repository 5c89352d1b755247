import { InvalidAddressError } from '@walletport/core'
import { isSolanaAddress } from './isSolanaAddress.js'

/** Throws InvalidAddressError unless `value` is a Solana address. */
export function assertSolanaAddress(value: string) {
  if (!isSolanaAddress(value))
    throw new InvalidAddressError({
      value,
      namespace: 'solana',
      expected: '32 to 44 base58 characters encoding 32 bytes',
    })
}
