import type { AddressRules } from '../networks/addressRules.js'
import { decodeBase58Check } from './base58check.js'
import { type DecodeResult, decodeSegwitAddress, fail } from './bech32.js'

const MAX_ADDRESS_LENGTH = 90

/** The address types the adapter sends to and from. */
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr'

export type DecodedAddress = {
  /** canonical form: bech32 addresses lower-cased */
  address: string
  type: BitcoinAddressType
  /** the 20-byte hash or the witness program */
  hash: Uint8Array
}

/**
 * The rules of checkBitcoinAddress without building the scriptPubKey: what `isAddress` runs
 * before the first connect, so it stays apart from the script and network tables.
 */
export function decodeAddress(address: string, rules: AddressRules): DecodeResult<DecodedAddress> {
  if (typeof address !== 'string' || !address) return fail('empty')
  // no address is longer than a bech32 string (90): longer text is refused unread
  if (address.length > MAX_ADDRESS_LENGTH) return fail('invalid-length')
  const separator = address.lastIndexOf('1')
  const looksBech32 =
    separator > 0 && ['bc', 'tb', 'bcrt'].includes(address.slice(0, separator).toLowerCase())
  if (!looksBech32) {
    const legacy = decodeBase58Check(address)
    // a well-formed segwit address under an hrp of no bitcoin network is another chain's
    if (!legacy.ok) return decodeSegwitAddress(address).ok ? fail('wrong-network') : legacy
    const { version, hash } = legacy.value
    const type =
      version === rules.pubKeyHash ? 'p2pkh' : version === rules.scriptHash ? 'p2sh' : undefined
    if (type) return { ok: true, value: { address, type, hash } }
    return fail([0x00, 0x05, 0x6f, 0xc4].includes(version) ? 'wrong-network' : 'unsupported-type')
  }
  const segwit = decodeSegwitAddress(address)
  if (!segwit.ok) return segwit
  const { hrp, version, program } = segwit.value
  if (hrp !== rules.bech32) return fail('wrong-network')
  const type =
    version === 0
      ? program.length === 20
        ? 'p2wpkh'
        : 'p2wsh'
      : version === 1 && program.length === 32
        ? 'p2tr'
        : undefined
  // later witness versions decode, but no wallet should hand them out yet: coins sent there
  // could be lost
  if (!type) return fail('unsupported-type')
  return { ok: true, value: { address: address.toLowerCase(), type, hash: program } }
}
