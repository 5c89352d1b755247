import type { BitcoinNetworkKind } from './bitcoinNetworkKind.js'

// apart from bitcoinNetworkKind (which the adapter needs at once): only the address checks,
// loaded after the page, read these (issue 13)

/** The base58check version bytes and bech32 prefix of a network's addresses. */
export type AddressRules = {
  /** bech32 human-readable part of its segwit addresses */
  bech32: string
  /** base58check version bytes of its legacy addresses */
  pubKeyHash: number
  scriptHash: number
}

/** Every test network shares testnet's version bytes; regtest has a bech32 prefix of its own. */
export function addressRules(kind: BitcoinNetworkKind): AddressRules {
  const main = kind === 'mainnet'
  return {
    bech32: main ? 'bc' : kind === 'regtest' ? 'bcrt' : 'tb',
    pubKeyHash: main ? 0x00 : 0x6f,
    scriptHash: main ? 0x05 : 0xc4,
  }
}
