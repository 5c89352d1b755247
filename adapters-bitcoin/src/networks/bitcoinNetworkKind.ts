import type { Network } from '@walletport/core'

/** The bitcoin networks this adapter knows. */
export type BitcoinNetworkKind = 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'

// bip122 references are the first 32 hex characters of each genesis block hash
const KINDS: Readonly<Record<string, BitcoinNetworkKind>> = {
  '000000000019d6689c085ae165831e93': 'mainnet',
  '000000000933ea01ad0ee984209779ba': 'testnet',
  '00000000da84f2bafbbc53dee25a72ae': 'testnet4',
  '00000008819873e925422c1ff0f99f7c': 'signet',
  '0f9188f13cb7b2c71f2a335e3a4fc328': 'regtest',
}

/**
 * The kind of a bip122 network, or undefined for one this adapter does not know. Kept apart
 * from getBitcoinNetwork (bitcoinjs-lib's parameters) so that address checks before the first
 * connect need no more than this table.
 */
export function bitcoinNetworkKind(
  network: Pick<Network, 'caipNetworkId'>,
): BitcoinNetworkKind | undefined {
  const [namespace, reference = ''] = network.caipNetworkId.split(':')
  // own keys only: 'bip122:constructor' is no network
  return namespace === 'bip122' && Object.hasOwn(KINDS, reference) ? KINDS[reference] : undefined
}
