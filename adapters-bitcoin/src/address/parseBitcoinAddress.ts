import type { Network } from '@walletport/core'
import { InvalidAddressError } from '../errors.js'
import { type BitcoinNetworkParams, getBitcoinNetwork } from '../networks/getBitcoinNetwork.js'
import type { DecodeResult } from './bech32.js'
import { type BitcoinAddressType, type DecodedAddress, decodeAddress } from './decodeAddress.js'

export type { BitcoinAddressType }

export type ParsedBitcoinAddress = DecodedAddress & {
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

function scriptOf({ type, hash }: DecodedAddress): Uint8Array {
  if (type === 'p2pkh')
    return Uint8Array.from([OP_DUP, OP_HASH160, 20, ...hash, OP_EQUALVERIFY, OP_CHECKSIG])
  if (type === 'p2sh') return Uint8Array.from([OP_HASH160, 20, ...hash, OP_EQUAL])
  return segwitScript(type === 'p2tr' ? 1 : 0, hash)
}

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
  const result = decodeAddress(
    address,
    'caipNetworkId' in network ? getBitcoinNetwork(network) : network,
  )
  return result.ok
    ? { ok: true, value: { ...result.value, script: scriptOf(result.value) } }
    : result
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
  // outside text can be any length: its head is enough to recognise it
  if (!result.ok)
    throw new InvalidAddressError({ address: String(address).slice(0, 120), reason: result.reason })
  return result.value
}

/** Docs: /adapters-bitcoin/isBitcoinAddress. True for a p2pkh, p2sh, p2wpkh, p2wsh or p2tr address of `network`. */
export function isBitcoinAddress(
  address: string,
  network: Pick<Network, 'caipNetworkId'> | BitcoinNetworkParams,
): boolean {
  return checkBitcoinAddress(address, network).ok
}
