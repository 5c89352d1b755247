import { type Address, getAddress, isAddress } from 'viem'
import { InvalidAddressError } from '../errors/wallet.js'

/** An account address the kit handed in, checksummed; InvalidAddressError otherwise. */
export function parseAccountAddress(address: string): Address {
  if (!isAddress(address, { strict: false })) throw new InvalidAddressError({ address })
  return getAddress(address)
}
