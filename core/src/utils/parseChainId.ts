import type { CaipNetworkId } from '../types/caip.js'
import { parseCaipNetworkId } from './parseCaipNetworkId.js'

export type ParsedChainId = {
  /** any namespace: pairing sessions may carry chains Walletport has no adapter for */
  namespace: string
  reference: string
  chainId: CaipNetworkId
}

/**
 * Docs: /core/utils/parseChainId. Splits a `namespace:reference` chain id into its parts;
 * throws InvalidNetworkIdError ('Invalid CAIP-2 network id') on any other form.
 */
export function parseChainId(value: string): ParsedChainId {
  const chainId = parseCaipNetworkId(value)
  const [namespace, reference] = chainId.split(':') as [string, string]
  return { namespace, reference, chainId }
}
