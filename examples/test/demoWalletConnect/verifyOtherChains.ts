import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base58, base64, bech32 } from '@scure/base'

/** A base58 ed25519 signature of the UTF-8 message by the base58 public key `address`. */
export function verifySolanaMessage(p: { address: string; message: string; signature: string }) {
  return ed25519.verify(
    base58.decode(p.signature),
    new TextEncoder().encode(p.message),
    base58.decode(p.address),
  )
}

/**
 * The p2wpkh address (regtest, `bcrt`) whose key made a BIP-137 signature of the message:
 * the public key recovered from the signature over Bitcoin's signed-message hash. Undefined
 * when the header is not a p2wpkh one (39 to 42).
 */
export function recoverBip137Address(message: string, signature: string): string | undefined {
  const bytes = base64.decode(signature)
  const header = bytes[0] ?? 0
  if (bytes.length !== 65 || header < 39 || header > 42) return undefined
  const text = new TextEncoder().encode(message)
  // short messages only here: a one-byte length
  if (text.length >= 0xfd) throw new Error('message too long for this check')
  const prefix = new TextEncoder().encode('\x18Bitcoin Signed Message:\n')
  const hash = sha256(sha256(new Uint8Array([...prefix, text.length, ...text])))
  const recovered = new Uint8Array([header - 39, ...bytes.subarray(1)])
  const key = secp256k1.recoverPublicKey(recovered, hash, { prehash: false })
  return bech32.encode('bcrt', [0, ...bech32.toWords(ripemd160(sha256(key)))])
}
