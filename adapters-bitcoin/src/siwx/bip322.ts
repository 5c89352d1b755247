import { sha256 } from '@noble/hashes/sha2.js'
import { utf8ToBytes } from '@noble/hashes/utils.js'
import { Transaction } from 'bitcoinjs-lib'

const TAG = sha256(utf8ToBytes('BIP0322-signed-message'))

/** BIP-322's message hash: sha256 tagged 'BIP0322-signed-message'. */
export function bip322MessageHash(message: string): Uint8Array {
  const bytes = utf8ToBytes(message)
  const input = new Uint8Array(TAG.length * 2 + bytes.length)
  input.set(TAG, 0)
  input.set(TAG, TAG.length)
  input.set(bytes, TAG.length * 2)
  return sha256(input)
}

const OP_0 = 0x00
const OP_RETURN = 0x6a

/**
 * BIP-322's two virtual transactions for `script` (the address's scriptPubKey): `toSpend`
 * commits to the message, `toSign` spends it; a signature is the witness of toSign's input.
 */
export function bip322Transactions(script: Uint8Array, message: string) {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    Uint8Array.from([OP_0, 32, ...bip322MessageHash(message)]),
  )
  toSpend.addOutput(script, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(Uint8Array.from([OP_RETURN]), 0n)
  return { toSpend, toSign }
}

/** A witness stack as BIP-322 "simple" serialises it: a count, then each item with its length. */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const readVarInt = (): number | undefined => {
    const first = bytes[offset]
    if (first === undefined) return undefined
    offset++
    if (first < 0xfd) return first
    // items of a signature are short: anything wider is refused
    if (first !== 0xfd || offset + 2 > bytes.length) return undefined
    const value = (bytes[offset] ?? 0) | ((bytes[offset + 1] ?? 0) << 8)
    offset += 2
    return value
  }
  const count = readVarInt()
  if (count === undefined || count === 0) return undefined
  const items: Uint8Array[] = []
  for (let i = 0; i < count; i++) {
    const length = readVarInt()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.slice(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

/** The witness stack serialised for a BIP-322 "simple" signature. */
export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  const parts: number[] = [items.length]
  for (const item of items) {
    if (item.length >= 0xfd) parts.push(0xfd, item.length & 0xff, item.length >> 8)
    else parts.push(item.length)
    parts.push(...item)
  }
  return Uint8Array.from(parts)
}
