import { bitcoin, bitcoinTestnet, mainnet, UnsupportedChainError } from '@walletport/core'
import { networks } from 'bitcoinjs-lib'
import { expect, test } from 'vitest'
import { bitcoinRegtest } from './bitcoinRegtest.js'
import { findBitcoinNetwork, getBitcoinNetwork } from './getBitcoinNetwork.js'

const reference = (id: string) => ({ caipNetworkId: `bip122:${id}` as const })

test('default: the bitcoinjs-lib parameters are the library’s own, without loading it', () => {
  expect(getBitcoinNetwork(bitcoin).bitcoinjs).toEqual(networks.bitcoin)
  expect(getBitcoinNetwork(bitcoinTestnet).bitcoinjs).toEqual(networks.testnet)
  expect(getBitcoinNetwork(bitcoinRegtest).bitcoinjs).toEqual(networks.regtest)
  // testnet4 and signet share testnet's addresses and keys
  for (const id of ['00000000da84f2bafbbc53dee25a72ae', '00000008819873e925422c1ff0f99f7c'])
    expect(getBitcoinNetwork(reference(id)).bitcoinjs).toEqual(networks.testnet)
})

test('default: each network’s kind, chain and address parameters', () => {
  expect(getBitcoinNetwork(bitcoin)).toMatchObject({
    kind: 'mainnet',
    chain: 'bitcoin:mainnet',
    bech32: 'bc',
    pubKeyHash: 0x00,
    scriptHash: 0x05,
  })
  expect(getBitcoinNetwork(reference('00000008819873e925422c1ff0f99f7c'))).toMatchObject({
    kind: 'signet',
    chain: 'bitcoin:signet',
    bech32: 'tb',
    pubKeyHash: 0x6f,
    scriptHash: 0xc4,
  })
  expect(getBitcoinNetwork(bitcoinRegtest)).toMatchObject({ kind: 'regtest', bech32: 'bcrt' })
})

test('parameters: other namespaces and unknown references', () => {
  expect(findBitcoinNetwork(mainnet)).toBeUndefined()
  expect(findBitcoinNetwork(reference('00'))).toBeUndefined()
  // the table's own keys only, never what every object inherits
  expect(findBitcoinNetwork(reference('constructor'))).toBeUndefined()
  expect(findBitcoinNetwork(reference(''))).toBeUndefined()
  expect(() => getBitcoinNetwork(mainnet)).toThrow(UnsupportedChainError)
})
