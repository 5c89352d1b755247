import { ed25519 } from '@noble/curves/ed25519.js'
import { FrameRequestError } from '../FrameRequestError.js'

function readCompactU16(bytes: Uint8Array, offset: number): [value: number, next: number] {
  let value = 0
  for (let i = 0; i < 3; i++) {
    const byte = bytes[offset + i]
    if (byte === undefined) break
    value |= (byte & 0x7f) << (7 * i)
    if (!(byte & 0x80)) return [value, offset + i + 1]
  }
  throw new FrameRequestError('The transaction is malformed', -32602)
}

/**
 * Signs a serialized Solana transaction (legacy or v0) in place: the signature goes in the
 * slot of this key among the message's signers. Wire format: compact-u16 signature count,
 * the signatures, then the message, whose header and static keys give the signer order.
 */
export function signSolanaTransaction(
  transaction: Uint8Array,
  secretKey: Uint8Array,
  publicKey: Uint8Array,
): { signed: Uint8Array; signature: Uint8Array } {
  const [signatureCount, signaturesStart] = readCompactU16(transaction, 0)
  const messageStart = signaturesStart + 64 * signatureCount
  const message = transaction.subarray(messageStart)
  // a versioned message starts with 0x80 | version; a legacy one with its header
  let offset = message[0] !== undefined && message[0] & 0x80 ? 1 : 0
  const requiredSignatures = message[offset]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount)
    throw new FrameRequestError('The transaction is malformed', -32602)
  offset += 3
  const [keyCount, keysStart] = readCompactU16(message, offset)
  let slot = -1
  for (let i = 0; i < Math.min(requiredSignatures, keyCount); i++) {
    const key = message.subarray(keysStart + 32 * i, keysStart + 32 * (i + 1))
    if (key.length === 32 && key.every((byte, j) => byte === publicKey[j])) slot = i
  }
  if (slot < 0)
    throw new FrameRequestError('The transaction does not ask for this wallet’s signature', -32602)
  const signature = ed25519.sign(message, secretKey)
  const signed = transaction.slice()
  signed.set(signature, signaturesStart + 64 * slot)
  return { signed, signature }
}
