import { bitcoin, bitcoinTestnet, mainnet, solana } from '@walletport/core'
import { num, onlyTypedErrors, text } from '@walletport/core/test'
import fc from 'fast-check'
import { expect, test } from 'vitest'
import { InvalidAddressError } from '../errors/address.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import { getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { decodeBase58Check, encodeBase58Check } from './base58check.js'
import { decodeBech32, decodeSegwitAddress, encodeBech32, encodeSegwitAddress } from './bech32.js'
import {
  checkBitcoinAddress,
  isBitcoinAddress,
  parseBitcoinAddress,
} from './parseBitcoinAddress.js'

// issue 15, item 6: the address rules a send runs on the receiver and the sender, on any
// text and any network, return or throw one of our errors
const MB = 1_000_000
const address = fc.oneof(
  text,
  fc.constantFrom(
    'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4',
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0',
    '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
    '3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy',
    // an EVM and a Solana address, a Litecoin segwit address, a v2 witness program
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
    'ltc1qg82tx3vzpv8dnm0snq8k7u4yjf0w86yzzanc6m',
    'bc1zw508d6qejxtdg4y5r3zarvaryvaxxpcs',
    // one past the bech32 limit; the megabyte inputs are fixed cases, below and in the harness
    `bc1${'q'.repeat(88)}`,
  ),
)
const network = fc.oneof(
  fc.constantFrom(bitcoin, bitcoinTestnet, bitcoinRegtest, mainnet, solana),
  fc.constantFrom('bip122:constructor', '__proto__', 'bip122:__proto__').map((caipNetworkId) => ({
    caipNetworkId,
  })),
  fc.constantFrom(getBitcoinNetwork(bitcoin), getBitcoinNetwork(bitcoinRegtest)),
  text.map((caipNetworkId) => ({ caipNetworkId })),
) as fc.Arbitrary<Parameters<typeof parseBitcoinAddress>[1]>
const bytes = fc.oneof(
  fc.uint8Array({ maxLength: 48 }),
  fc.constantFrom(new Uint8Array(0), new Uint8Array(20), new Uint8Array(400)),
)
const words = fc.oneof(
  fc.array(fc.oneof(fc.integer({ min: 0, max: 31 }), num), { maxLength: 60 }),
  fc.constantFrom(Array.from({ length: 200 }, (_, i) => i % 32)),
)

onlyTypedErrors('parseBitcoinAddress', fc.tuple(address, network), parseBitcoinAddress)
onlyTypedErrors('checkBitcoinAddress', fc.tuple(address, network), checkBitcoinAddress)
onlyTypedErrors('isBitcoinAddress', fc.tuple(address, network), isBitcoinAddress)
onlyTypedErrors('decodeBech32', fc.tuple(address), decodeBech32)
onlyTypedErrors('decodeSegwitAddress', fc.tuple(address), decodeSegwitAddress)
onlyTypedErrors('decodeBase58Check', fc.tuple(address), decodeBase58Check)
onlyTypedErrors(
  'encodeBech32',
  fc.tuple(text, words, fc.constantFrom('bech32', 'bech32m')),
  encodeBech32,
)
onlyTypedErrors('encodeSegwitAddress', fc.tuple(text, num, bytes), encodeSegwitAddress)
onlyTypedErrors('encodeBase58Check', fc.tuple(num, bytes), encodeBase58Check)

test('property: an address of another network or chain never parses', () => {
  const main = getBitcoinNetwork(bitcoin)
  fc.assert(
    fc.property(address, (value) => {
      const result = checkBitcoinAddress(value, main)
      if (result.ok)
        expect(['bc1', '1', '3'].some((p) => result.value.address.startsWith(p))).toBe(true)
    }),
    { numRuns: 10_000 },
  )
  for (const other of [
    'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx',
    'ltc1qg82tx3vzpv8dnm0snq8k7u4yjf0w86yzzanc6m',
    '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  ])
    expect(isBitcoinAddress(other, bitcoin)).toBe(false)
})

test('behavior: megabyte addresses are refused by length, before any decoding', () => {
  for (const huge of [`bc1${'q'.repeat(MB)}`, '1'.repeat(MB), `3${'z'.repeat(MB)}`]) {
    expect(decodeBech32(huge)).toEqual({ ok: false, reason: 'invalid-length' })
    expect(decodeBase58Check(huge)).toEqual({ ok: false, reason: 'invalid-length' })
    expect(() => parseBitcoinAddress(huge, bitcoin)).toThrow('Invalid Bitcoin address')
  }
})

test('behavior: the encoders refuse what no decoder would take back, before any work', () => {
  // base58 of a 4,000-byte hash took about 10 ms; of a megabyte, minutes
  expect(() => encodeBase58Check(0, new Uint8Array(MB))).toThrow(InvalidAddressError)
  expect(() => encodeBase58Check(256, new Uint8Array(20))).toThrow(InvalidAddressError)
  expect(() => encodeBase58Check(Number.NaN, new Uint8Array(20))).toThrow(InvalidAddressError)
  expect(encodeBase58Check(0, new Uint8Array(20))).toBe('1111111111111111111114oLvT2')
  // a megabyte hrp cost about a second of checksum work
  expect(() => encodeBech32('b'.repeat(MB), [0], 'bech32')).toThrow(InvalidAddressError)
  expect(() => encodeBech32('bc', [0, 32], 'bech32')).toThrow(InvalidAddressError)
  expect(() => encodeBech32('bc', [Number.NaN], 'bech32m')).toThrow(InvalidAddressError)
  expect(() => encodeBech32('', [0], 'bech32')).toThrow(InvalidAddressError)
  expect(() => encodeSegwitAddress('bc', 17, new Uint8Array(20))).toThrow(InvalidAddressError)
  expect(() => encodeSegwitAddress('bc', 1.5, new Uint8Array(32))).toThrow(InvalidAddressError)
  expect(() => encodeSegwitAddress('bc', 1, new Uint8Array(MB))).toThrow(InvalidAddressError)
  expect(() => encodeBech32('bc', new Array(20_000).fill(0), 'bech32')).toThrow(InvalidAddressError)
  const address = encodeSegwitAddress('bc', 0, new Uint8Array(20))
  expect(decodeSegwitAddress(address).ok).toBe(true)
})
