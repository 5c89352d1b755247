import type { Network } from '@walletport/core'
import { UnsupportedChainError } from '@walletport/core'
import type { Network as BitcoinjsNetwork } from 'bitcoinjs-lib'
import type { BitcoinChain } from '../wallet/features.js'
import { type AddressRules, addressRules } from './addressRules.js'
import { type BitcoinNetworkKind, bitcoinNetworkKind } from './bitcoinNetworkKind.js'

/** What the adapter needs to know about one bitcoin network. */
export type BitcoinNetworkParams = AddressRules & {
  kind: BitcoinNetworkKind
  /** the Wallet Standard chain id wallets know it by */
  chain: BitcoinChain
  /** bitcoinjs-lib's parameters, for PSBTs */
  bitcoinjs: BitcoinjsNetwork
}

function networkParams(kind: BitcoinNetworkKind): BitcoinNetworkParams {
  const rules = addressRules(kind)
  const main = kind === 'mainnet'
  return {
    kind,
    ...rules,
    chain: `bitcoin:${kind}`,
    // bitcoinjs-lib's values (its `networks` export), written out so that reading them does not
    // load it; WIF and BIP-32 prefixes: one set for mainnet, one for every test network
    bitcoinjs: {
      messagePrefix: '\x18Bitcoin Signed Message:\n',
      ...rules,
      wif: main ? 0x80 : 0xef,
      bip32: main
        ? { public: 0x0488b21e, private: 0x0488ade4 }
        : { public: 0x043587cf, private: 0x04358394 },
    },
  }
}

const BY_KIND: Readonly<Record<BitcoinNetworkKind, BitcoinNetworkParams>> = {
  mainnet: networkParams('mainnet'),
  testnet: networkParams('testnet'),
  testnet4: networkParams('testnet4'),
  signet: networkParams('signet'),
  regtest: networkParams('regtest'),
}

/** The parameters of a bip122 network, or undefined for one this adapter does not know. */
export function findBitcoinNetwork(
  network: Pick<Network, 'caipNetworkId'>,
): BitcoinNetworkParams | undefined {
  const kind = bitcoinNetworkKind(network)
  return kind && BY_KIND[kind]
}

/** Like findBitcoinNetwork, but throws 'Unsupported chain' for an unknown network. */
export function getBitcoinNetwork(network: Pick<Network, 'caipNetworkId'>): BitcoinNetworkParams {
  const params = findBitcoinNetwork(network)
  if (!params)
    throw new UnsupportedChainError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  return params
}
