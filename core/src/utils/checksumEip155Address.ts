import { InvalidAddressError } from '../errors/rules.js'
import { isEip155Address } from './isEip155Address.js'
import { keccak256 } from './keccak256.js'

/**
 * Docs: /core/utils/checksumEip155Address. The EIP-55 mixed-case form of an eip155 address,
 * with `0x`. Throws InvalidAddressError on anything that is not 40 hex digits.
 */
export function checksumEip155Address(address: string): `0x${string}` {
  if (!isEip155Address(address))
    throw new InvalidAddressError({
      value: address,
      namespace: 'eip155',
      expected: '40 hex digits',
    })
  const lower = address.replace(/^0x/, '').toLowerCase()
  const hash = keccak256(new TextEncoder().encode(lower))
  let result = '0x'
  for (let i = 0; i < 40; i++) {
    // the i-th nibble of the hash decides the case of the i-th letter
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    result += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]!
  }
  return result as `0x${string}`
}
