import { schnorr, secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import type { Network } from '@walletport/core'
import { checkBitcoinAddress, type ParsedBitcoinAddress } from '../address/parseBitcoinAddress.js'
import { bip322Transactions, decodeWitness } from './bip322.js'

export type VerifyMessageSignatureParameters = {
  address: string
  message: string
  /** base64: a BIP-322 "simple" witness, or a 65-byte legacy (BIP-137) signature */
  signature: string
  network: Pick<Network, 'caipNetworkId'>
}

const hash160 = (bytes: Uint8Array) => ripemd160(sha256(bytes))
const equal = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

function varInt(n: number): number[] {
  return n < 0xfd ? [n] : [0xfd, n & 0xff, (n >> 8) & 0xff]
}

function decodeBase64(text: string): Uint8Array | undefined {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0)
    return undefined
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

/** The legacy message hash: double sha256 of the "Bitcoin Signed Message" preamble and text. */
export function legacyMessageHash(message: string): Uint8Array {
  const prefix = utf8ToBytes('\x18Bitcoin Signed Message:\n')
  const body = utf8ToBytes(message)
  return sha256(sha256(Uint8Array.from([...prefix, ...varInt(body.length), ...body])))
}

/** BIP-137: the key recovered from a 65-byte signature must hash to the address. */
function verifyLegacy(parsed: ParsedBitcoinAddress, message: string, bytes: Uint8Array): boolean {
  const header = bytes[0] ?? 0
  if (bytes.length !== 65 || header < 27 || header > 42) return false
  const recovered = Uint8Array.from([(header - 27) & 3, ...bytes.slice(1)])
  let point: ReturnType<typeof secp256k1.Point.fromBytes>
  try {
    const key = secp256k1.recoverPublicKey(recovered, legacyMessageHash(message), {
      prehash: false,
    })
    point = secp256k1.Point.fromBytes(key)
  } catch {
    return false
  }
  const compressed = point.toBytes(true)
  // headers 27-30 name an uncompressed key; wallets disagree on the segwit headers, so the
  // address type decides which script the key must make
  if (parsed.type === 'p2pkh')
    return equal(hash160(header < 31 ? point.toBytes(false) : compressed), parsed.hash)
  if (header < 31) return false
  if (parsed.type === 'p2wpkh') return equal(hash160(compressed), parsed.hash)
  if (parsed.type === 'p2sh')
    return equal(hash160(Uint8Array.from([0x00, 20, ...hash160(compressed)])), parsed.hash)
  return false
}

/** BIP-322 "simple": the witness must spend the virtual to_spend output of the address. */
function verifyBip322(parsed: ParsedBitcoinAddress, message: string, bytes: Uint8Array): boolean {
  const witness = decodeWitness(bytes)
  if (!witness) return false
  const { toSign } = bip322Transactions(parsed.script, message)
  try {
    if (parsed.type === 'p2wpkh') {
      const [signature, key] = witness
      if (witness.length !== 2 || !signature || !key || key.length !== 33) return false
      if (!equal(hash160(key), parsed.hash)) return false
      const hashType = signature.at(-1) ?? 0
      const scriptCode = Uint8Array.from([0x76, 0xa9, 20, ...parsed.hash, 0x88, 0xac])
      const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, hashType)
      return secp256k1.verify(signature.slice(0, -1), digest, key, {
        prehash: false,
        format: 'der',
      })
    }
    if (parsed.type === 'p2tr') {
      const [signature] = witness
      if (
        witness.length !== 1 ||
        !signature ||
        (signature.length !== 64 && signature.length !== 65)
      )
        return false
      const hashType = signature.length === 65 ? (signature[64] ?? 0) : 0
      // 0x00 is written only by omission (64 bytes)
      if (signature.length === 65 && hashType === 0) return false
      const digest = toSign.hashForWitnessV1(0, [parsed.script], [0n], hashType)
      return schnorr.verify(signature.slice(0, 64), digest, parsed.hash)
    }
  } catch {
    // a malformed signature, key or hash type
    return false
  }
  return false
}

/**
 * Docs: /adapters-bitcoin/siwx#verifyMessageSignature. Whether `signature` signs `message`
 * for `address`: a BIP-322 "simple" signature (p2wpkh, p2tr key path), or a legacy BIP-137
 * one (p2pkh, p2sh-p2wpkh, p2wpkh), as wallets answer `bitcoin:signMessage`. Anything
 * malformed is false, never a throw.
 */
export function verifyMessageSignature({
  address,
  message,
  signature,
  network,
}: VerifyMessageSignatureParameters): boolean {
  if (typeof message !== 'string') return false
  const parsed = checkBitcoinAddress(address, network)
  const bytes = decodeBase64(signature)
  if (!parsed.ok || !bytes) return false
  return verifyLegacy(parsed.value, message, bytes) || verifyBip322(parsed.value, message, bytes)
}
