import { type Address, getAddress, isAddress } from 'viem'

/** A wallet's list of accounts, checksummed; undefined when any item is not an address. */
export function parseAddresses(value: unknown): Address[] | undefined {
  if (!Array.isArray(value)) return undefined
  const out: Address[] = []
  for (const item of value) {
    if (typeof item !== 'string' || !isAddress(item, { strict: false })) return undefined
    out.push(getAddress(item))
  }
  return out
}
