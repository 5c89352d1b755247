import type { Network } from '@walletport/core'
import { UnsupportedChainError } from '@walletport/core'
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../wallet/features.js'

/** What the adapter needs to know about one bitcoin network. */
export type BitcoinNetworkParams = {
  kind: 'mainnet' | 'testnet' | 'testnet4' | 'signet' | 'regtest'
  /** bech32 human-readable part of its segwit addresses */
  bech32: string
  /** base58check version bytes of its legacy addresses */
  pubKeyHash: number
  scriptHash: number
  /** the Wallet Standard chain id wallets know it by */
  chain: BitcoinChain
  /** bitcoinjs-lib's parameters, for PSBTs */
  bitcoinjs: BitcoinjsNetwork
}

// base58 version bytes and BIP-32 key prefixes: one set for mainnet, one for every test network
const MAIN = {
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  wif: 0x80,
  bip32: { public: 0x0488b21e, private: 0x0488ade4 },
}
const TEST = {
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  wif: 0xef,
  bip32: { public: 0x043587cf, private: 0x04358394 },
}

function networkParams(
  kind: BitcoinNetworkParams['kind'],
  chain: BitcoinChain,
  bech32: string,
  versions: typeof MAIN,
): BitcoinNetworkParams {
  return {
    kind,
    bech32,
    pubKeyHash: versions.pubKeyHash,
    scriptHash: versions.scriptHash,
    chain,
    // bitcoinjs-lib's values (its `networks` export), written out so that reading them does not
    // load it: the address rules run before the first click
    bitcoinjs: { messagePrefix: '\x18Bitcoin Signed Message:\n', bech32, ...versions },
  }
}

// bip122 references are the first 32 hex characters of each genesis block hash
const BY_REFERENCE: Readonly<Record<string, BitcoinNetworkParams>> = {
  '000000000019d6689c085ae165831e93': networkParams('mainnet', 'bitcoin:mainnet', 'bc', MAIN),
  '000000000933ea01ad0ee984209779ba': networkParams('testnet', 'bitcoin:testnet', 'tb', TEST),
  '00000000da84f2bafbbc53dee25a72ae': networkParams('testnet4', 'bitcoin:testnet4', 'tb', TEST),
  '00000008819873e925422c1ff0f99f7c': networkParams('signet', 'bitcoin:signet', 'tb', TEST),
  '0f9188f13cb7b2c71f2a335e3a4fc328': networkParams('regtest', 'bitcoin:regtest', 'bcrt', TEST),
}

/** The parameters of a bip122 network, or undefined for one this adapter does not know. */
export function findBitcoinNetwork(network: Pick<Network, 'caipNetworkId'>) {
  const [namespace, reference] = network.caipNetworkId.split(':')
  if (namespace !== 'bip122' || !reference) return undefined
  return BY_REFERENCE[reference]
}

/** Like findBitcoinNetwork, but throws 'Unsupported chain' for an unknown network. */
export function getBitcoinNetwork(network: Pick<Network, 'caipNetworkId'>): BitcoinNetworkParams {
  const params = findBitcoinNetwork(network)
  if (!params)
    throw new UnsupportedChainError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  return params
}
