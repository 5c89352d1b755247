import { InvalidAddressError } from '@walletport/adapters-evm'
import { type Address, isAddress } from 'viem'
import { toWagmiError } from '../errors/toWagmiError.js'

/** an address the kit handed in, checked before wagmi sees it */
export function toAddress(value: string): Address {
  if (!isAddress(value, { strict: false })) throw new InvalidAddressError({ address: value })
  return value
}

/** Runs a wagmi action, its failure in the kit's error family. */
export async function runWagmi<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw toWagmiError(action, error)
  }
}
