import { createPrivateKey, createPublicKey, sign } from 'node:crypto'
import { decodeBase58 } from '../../utils/decodeBase58.js'

// the test wallet's Solana key: ed25519 from a fixed seed, through node's own crypto
const SEED = Buffer.alloc(32, 7)
// PKCS#8 wrapping of a raw ed25519 seed (RFC 8410)
const PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex')
const privateKey = createPrivateKey({
  key: Buffer.concat([PKCS8_PREFIX, SEED]),
  format: 'der',
  type: 'pkcs8',
})
const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).subarray(-32)

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let number = 0n
  for (const byte of bytes) number = number * 256n + BigInt(byte)
  let out = ''
  while (number > 0n) {
    out = ALPHABET[Number(number % 58n)] + out
    number /= 58n
  }
  return '1'.repeat(zeros) + out
}

/** the test wallet's Solana address (its ed25519 public key in base58) */
export const SOLANA_ADDRESS = encodeBase58(publicKey)

function field(params: unknown, name: string): string {
  const value = params && typeof params === 'object' ? Reflect.get(params, name) : undefined
  if (typeof value !== 'string') throw new Error(`expected params.${name} as a string`)
  return value
}

/** WalletConnect's solana_signMessage: `{ message: base58, pubkey }` -> `{ signature: base58 }` */
export function signSolanaMessage(params: unknown): { signature: string } {
  if (field(params, 'pubkey') !== SOLANA_ADDRESS) throw new Error('not this wallet’s account')
  const message = decodeBase58(field(params, 'message'))
  return { signature: encodeBase58(sign(null, message, privateKey)) }
}

function readShortVec(bytes: Uint8Array, offset: number): [value: number, size: number] {
  let value = 0
  let size = 0
  for (;;) {
    const byte = bytes[offset + size]
    if (byte === undefined) throw new Error('truncated transaction')
    value |= (byte & 0x7f) << (7 * size)
    size++
    if (!(byte & 0x80)) return [value, size]
  }
}

/**
 * WalletConnect's solana_signTransaction: `{ transaction: base64 }` -> the wire transaction
 * with this wallet's signature in its slot, and that signature. Legacy and v0 messages.
 */
export function signSolanaTransaction(params: unknown): { signature: string; transaction: string } {
  const bytes = new Uint8Array(Buffer.from(field(params, 'transaction'), 'base64'))
  const [count, countSize] = readShortVec(bytes, 0)
  const messageStart = countSize + count * 64
  const message = bytes.subarray(messageStart)
  // a versioned message starts with 0x80 | version before its header
  let offset = (message[0] ?? 0) & 0x80 ? 1 : 0
  const required = message[offset] ?? 0
  offset += 3
  const [, keysSize] = readShortVec(message, offset)
  offset += keysSize
  const own = Buffer.from(publicKey)
  let slot = -1
  for (let index = 0; index < required; index++)
    if (own.equals(message.subarray(offset + index * 32, offset + index * 32 + 32))) slot = index
  if (slot < 0 || slot >= count) throw new Error('this wallet is not a signer of the transaction')
  const signature = sign(null, message, privateKey)
  const signed = new Uint8Array(bytes)
  signed.set(signature, countSize + slot * 64)
  return {
    signature: encodeBase58(signature),
    transaction: Buffer.from(signed).toString('base64'),
  }
}
