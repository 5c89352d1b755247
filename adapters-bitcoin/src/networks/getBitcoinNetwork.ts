import type { Network } from '@walletport/core'
import { UnsupportedChainError } from '@walletport/core'
import { type Network as BitcoinjsNetwork, networks as bitcoinjsNetworks } from 'bitcoinjs-lib'
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

const mainnet: BitcoinNetworkParams = {
  kind: 'mainnet',
  bech32: 'bc',
  pubKeyHash: 0x00,
  scriptHash: 0x05,
  chain: 'bitcoin:mainnet',
  bitcoinjs: bitcoinjsNetworks.bitcoin,
}
const testParams = { bech32: 'tb', pubKeyHash: 0x6f, scriptHash: 0xc4 } as const
const testnet: BitcoinNetworkParams = {
  kind: 'testnet',
  ...testParams,
  chain: 'bitcoin:testnet',
  bitcoinjs: bitcoinjsNetworks.testnet,
}
const regtest: BitcoinNetworkParams = {
  kind: 'regtest',
  bech32: 'bcrt',
  pubKeyHash: 0x6f,
  scriptHash: 0xc4,
  chain: 'bitcoin:regtest',
  bitcoinjs: bitcoinjsNetworks.regtest,
}

// bip122 references are the first 32 hex characters of each genesis block hash
const BY_REFERENCE: Readonly<Record<string, BitcoinNetworkParams>> = {
  '000000000019d6689c085ae165831e93': mainnet,
  '000000000933ea01ad0ee984209779ba': testnet,
  '00000000da84f2bafbbc53dee25a72ae': { ...testnet, kind: 'testnet4', chain: 'bitcoin:testnet4' },
  '00000008819873e925422c1ff0f99f7c': { ...testnet, kind: 'signet', chain: 'bitcoin:signet' },
  '0f9188f13cb7b2c71f2a335e3a4fc328': regtest,
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
