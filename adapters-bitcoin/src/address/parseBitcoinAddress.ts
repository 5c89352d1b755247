import type { Network } from '@walletport/core'
import { InvalidAddressError, type InvalidAddressReason } from '../errors.js'
import { type BitcoinNetworkParams, getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import { decodeBase58Check } from './base58check.js'
import { type DecodeResult, decodeSegwitAddress } from './bech32.js'

/** The address types the adapter sends to and from. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export type ParsedBitcoinAddress = {
  /** canonical form: bech32 addresses lower-cased */
  address: string
  type: BitcoinAddressType
  /** the 20-byte hash or the witness program */
  hash: Uint8Array
  /** the scriptPubKey that pays this address */
  script: Uint8Array
}

const OP_0 = 0x00
const OP_1 = 0x51
const OP_DUP = 0x76
const OP_HASH160 = 0xa9
const OP_EQUAL = 0x87
const OP_EQUALVERIFY = 0x88
const OP_CHECKSIG = 0xac

/** The scriptPubKey of a witness program: `OP_n <program>`. */
export function segwitScript(version: number, program: Uint8Array): Uint8Array {
  const op = version === 0 ? OP_0 : OP_1 + version - 1
  return Uint8Array.from([op, program.length, ...program])
}

const toParams = (network: Pick<Network, 'caipNetworkId'> | BitcoinNetworkParams) =>
  'caipNetworkId' in network ? getBitcoinNetwork(network) : network

/**
 * Checks an address against one network and says why it fails. Accepts p2pkh, p2sh (base58check),
 * p2wpkh, p2wsh (bech32, witness v0) and p2tr (bech32m, witness v1 with a 32-byte program).
 * Later witness versions decode but are refused as 'unsupported-type': no wallet should hand
 * them out yet, and coins sent to them could be lost. No ECC library is needed: a taproot
 * address is checked by its encoding and program length.
 */
export function checkBitcoinAddress(
  address: string,
  network: Pick<Network, 'caipNetworkId'> | BitcoinNetworkParams,
): DecodeResult<ParsedBitcoinAddress> {
  const params = toParams(network)
  const fail = (reason: InvalidAddressReason) => ({ ok: false, reason }) as const
  if (typeof address !== 'string' || address.length === 0) return fail('empty')
  const separator = address.lastIndexOf('1')
  const looksBech32 =
    separator > 0 && ['bc', 'tb', 'bcrt'].includes(address.slice(0, separator).toLowerCase())
  if (!looksBech32) {
    const legacy = decodeBase58Check(address)
    // a well-formed segwit address under an hrp of no bitcoin network is another chain's
    if (!legacy.ok) return decodeSegwitAddress(address).ok ? fail('wrong-network') : legacy
    const { version, hash } = legacy.value
    if (version === params.pubKeyHash)
      return {
        ok: true,
        value: {
          address,
          type: 'p2pkh',
          hash,
          script: Uint8Array.from([OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG]),
        },
      }
    if (version === params.scriptHash)
      return {
        ok: true,
        value: {
          address,
          type: 'p2sh',
          hash,
          script: Uint8Array.from([OP_HASH160, 20, ...hash, OP_EQUAL]),
        },
      }
    return fail([0x00, 0x05, 0x6f, 0xc4].includes(version) ? 'wrong-network' : 'unsupported-type')
  }
  const segwit = decodeSegwitAddress(address)
  if (!segwit.ok) return segwit
  const { hrp, version, program } = segwit.value
  if (hrp !== params.bech32) return fail('wrong-network')
  const type: BitcoinAddressType | undefined =
    version === 0
      ? program.length === 20
        ? 'p2wpkh'
        : 'p2wsh'
      : version === 1 && program.length === 32
        ? 'p2tr'
        : undefined
  if (!type) return fail('unsupported-type')
  return {
    ok: true,
    value: {
      address: address.toLowerCase(),
      type,
      hash: program,
      script: segwitScript(version, program),
    },
  }
}

/**
 * Docs: /adapters-bitcoin/parseBitcoinAddress. Decodes an address of `network`, or throws
 * InvalidAddressError with the reason.
 */
export function parseBitcoinAddress(
  address: string,
  network: Pick<Network, 'caipNetworkId'> | BitcoinNetworkParams,
): ParsedBitcoinAddress {
  const result = checkBitcoinAddress(address, network)
  if (!result.ok) throw new InvalidAddressError({ address: String(address), reason: result.reason })
  return result.value
}

/** Docs: /adapters-bitcoin/isBitcoinAddress. True for a p2pkh, p2sh, p2wpkh, p2wsh or p2tr address of `network`. */
export function isBitcoinAddress(
  address: string,
  network: Pick<Network, 'caipNetworkId'> | BitcoinNetworkParams,
): boolean {
  return checkBitcoinAddress(address, network).ok
}
