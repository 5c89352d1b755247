import * as ecc from '@bitcoinerlab/secp256k1'
import { bytesToHex } from '@noble/hashes/utils.js'
import { bitcoin, bitcoinTestnet } from '@walletport/core'
import { address as bitcoinjsAddress, initEccLib, networks, payments, toXOnly } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { InvalidAddressError } from '../errors.js'
import { bitcoinRegtest } from '../networks/bitcoinRegtest.js'
import base58 from '../test/vectors/base58check.json'
import bip173 from '../test/vectors/bip173.json'
import bip350 from '../test/vectors/bip350.json'
import {
  checkBitcoinAddress,
  isBitcoinAddress,
  parseBitcoinAddress,
} from './parseBitcoinAddress.js'

const NETWORKS = { mainnet: bitcoin, testnet: bitcoinTestnet, regtest: bitcoinRegtest } as const

describe('BIP-173 and BIP-350 addresses', () => {
  const valid = [...bip173.validAddresses, ...bip350.validAddresses]
  test.each(valid)('valid: $address', ({ address, scriptPubKey, network, type }) => {
    const result = checkBitcoinAddress(address, NETWORKS[network as keyof typeof NETWORKS])
    if (type === null) {
      // decodes per BIP-350, but no wallet should hand out a future witness version yet
      expect(result).toEqual({ ok: false, reason: 'unsupported-type' })
      return
    }
    if (!result.ok) throw new Error(result.reason)
    expect(result.value.type).toBe(type)
    expect(bytesToHex(result.value.script)).toBe(scriptPubKey)
    expect(result.value.address).toBe(address.toLowerCase())
  })

  const invalid = [...bip173.invalidAddresses, ...bip350.invalidAddresses]
  test.each(invalid)('invalid ($bipReason): $address', ({ address, network, expected }) => {
    expect(checkBitcoinAddress(address, NETWORKS[network as keyof typeof NETWORKS])).toEqual({
      ok: false,
      reason: expected,
    })
  })

  test('behavior: a valid address of one network is refused on the others', () => {
    const address = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
    expect(isBitcoinAddress(address, bitcoin)).toBe(true)
    expect(checkBitcoinAddress(address, bitcoinTestnet)).toEqual({
      ok: false,
      reason: 'wrong-network',
    })
    expect(checkBitcoinAddress(address, bitcoinRegtest)).toEqual({
      ok: false,
      reason: 'wrong-network',
    })
  })
})

describe('base58check addresses', () => {
  test.each(base58.valid)(
    'valid: $address ($network $type)',
    ({ address, scriptPubKey, network, type }) => {
      const parsed = parseBitcoinAddress(address, NETWORKS[network as keyof typeof NETWORKS])
      expect(parsed.type).toBe(type)
      expect(bytesToHex(parsed.script)).toBe(scriptPubKey)
    },
  )

  test.each(base58.invalid)('invalid: "$address" on $network', ({ address, network, expected }) => {
    expect(checkBitcoinAddress(address, NETWORKS[network as keyof typeof NETWORKS])).toEqual({
      ok: false,
      reason: expected,
    })
  })

  test('behavior: testnet legacy addresses are valid on regtest too (same version bytes)', () => {
    expect(isBitcoinAddress('mzK2FFDEhxqHcmrJw1ysqFkVyhUULo45hZ', bitcoinRegtest)).toBe(true)
  })
})

test('parameters: parseBitcoinAddress throws a typed error with the reason', () => {
  let error: unknown
  try {
    parseBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5', bitcoin)
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(InvalidAddressError)
  expect((error as InvalidAddressError).reason).toBe('invalid-checksum')
  expect(error).toMatchInlineSnapshot(`
    [InvalidAddressError: Invalid Bitcoin address: "bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t5"

    Reason: invalid-checksum]
  `)
})

test('parameters: non-string and junk input is refused, never thrown', () => {
  fc.assert(
    fc.property(fc.anything(), (value) => {
      expect(isBitcoinAddress(value as string, bitcoin)).toBe(false)
    }),
  )
})

test('behavior: agrees with bitcoinjs-lib on addresses of real keys, every type and network', () => {
  // an independent implementation as the oracle (bitcoinjs needs ECC for p2tr)
  initEccLib(ecc)
  const ECPair = ECPairFactory(ecc)
  const pairs = [
    [bitcoin, networks.bitcoin],
    [bitcoinTestnet, networks.testnet],
    [bitcoinRegtest, networks.regtest],
  ] as const
  fc.assert(
    fc.property(
      fc.uint8Array({ minLength: 32, maxLength: 32 }).filter((d) => ecc.isPrivate(d)),
      fc.constantFrom(0, 1, 2),
      (privateKey, which) => {
        const [network, bitcoinjsNetwork] = pairs[which]!
        const pubkey = ECPair.fromPrivateKey(privateKey).publicKey
        const addresses = {
          p2pkh: payments.p2pkh({ pubkey, network: bitcoinjsNetwork }).address!,
          p2sh: payments.p2sh({
            redeem: payments.p2wpkh({ pubkey, network: bitcoinjsNetwork }),
            network: bitcoinjsNetwork,
          }).address!,
          p2wpkh: payments.p2wpkh({ pubkey, network: bitcoinjsNetwork }).address!,
          p2tr: payments.p2tr({ internalPubkey: toXOnly(pubkey), network: bitcoinjsNetwork })
            .address!,
        }
        for (const [type, address] of Object.entries(addresses)) {
          const parsed = parseBitcoinAddress(address, network)
          expect(parsed.type).toBe(type)
          expect(bytesToHex(parsed.script)).toBe(
            bytesToHex(bitcoinjsAddress.toOutputScript(address, bitcoinjsNetwork)),
          )
        }
      },
    ),
    { numRuns: 40 },
  )
})
