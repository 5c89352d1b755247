import {
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
  UnknownNamespaceError,
} from '../errors/caip.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/caip.js'

export type ParsedCaipAddress = {
  namespace: ChainNamespace
  /** the chain reference: `1` in `eip155:1:0xabc` */
  reference: string
  networkId: CaipNetworkId
  address: string
  caipAddress: CaipAddress
}

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']
const MAX_CAIP_ADDRESS_LENGTH = 256

export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && NAMESPACES.includes(value)
}

/**
 * Docs: /core/utils/parseCaipAddress. A CAIP-10 id has exactly three parts
 * ('Invalid CAIP Address'), none empty ('Invalid CAIP-10 address'), and a known namespace.
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  // String() throws on objects without a usable toString, so objects are named by type only
  if (typeof value !== 'string')
    throw new InvalidCaipAddressError({
      value:
        typeof value === 'object' || typeof value === 'function' ? typeof value : String(value),
    })
  // CAIP-10 allows 41 + 1 + 128 characters; bounded before split builds its parts
  if (value.length > MAX_CAIP_ADDRESS_LENGTH) throw new InvalidCaipAddressError({ value })
  const parts = value.split(':')
  if (parts.length !== 3) throw new InvalidCaipAddressError({ value })
  const [namespace, reference, address] = parts as [string, string, string]
  if (!namespace || !reference || !address) throw new InvalidCaip10AddressError({ value })
  if (!isChainNamespace(namespace)) throw new UnknownNamespaceError({ namespace })
  return {
    namespace,
    reference,
    networkId: `${namespace}:${reference}`,
    address,
    caipAddress: value as CaipAddress,
  }
}
