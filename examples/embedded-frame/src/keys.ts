import { ed25519 } from '@noble/curves/ed25519.js'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base58 } from '@scure/base'
import * as v from 'valibot'
import { bytesToHex, hexToBytes } from 'viem'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'

/** A user's keys in this frame: an EVM account and a Solana (ed25519) key pair. */
export type UserKeys = {
  evm: PrivateKeyAccount
  solana: { secretKey: Uint8Array; publicKey: Uint8Array; address: string }
}

const StoredKeysSchema = v.object({
  evm: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
  solana: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
})

const keyName = (userId: string) => `walletport-frame:keys:${userId}`

function randomSecp256k1Key(): Uint8Array {
  // WebCrypto's random source; a value outside the curve order is vanishingly rare, but redrawn
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(32))
    if (secp256k1.utils.isValidSecretKey(bytes)) return bytes
  }
}

function toKeys(evm: `0x${string}`, solanaSecret: Uint8Array): UserKeys {
  const publicKey = ed25519.getPublicKey(solanaSecret)
  return {
    evm: privateKeyToAccount(evm),
    solana: { secretKey: solanaSecret, publicKey, address: base58.encode(publicKey) },
  }
}

/**
 * The signed-in user's keys, made on first sign-in and kept in this origin's storage under the
 * user's id: they never leave the frame unencrypted (the host only ever sees addresses and
 * signatures; the server only a backup sealed with the visitor's passphrase, see backup/).
 */
export function loadOrCreateKeys(storage: Storage, userId: string): UserKeys {
  const stored = v.safeParse(
    StoredKeysSchema,
    JSON.parse(storage.getItem(keyName(userId)) ?? 'null'),
  )
  if (stored.success)
    return toKeys(
      stored.output.evm as `0x${string}`,
      hexToBytes(stored.output.solana as `0x${string}`),
    )
  const evm = bytesToHex(randomSecp256k1Key())
  const solana = crypto.getRandomValues(new Uint8Array(32))
  storage.setItem(keyName(userId), JSON.stringify({ evm, solana: bytesToHex(solana) }))
  return toKeys(evm, solana)
}

/** the stored secret keys of a user, as hex, for export and backup */
export function readStoredKeys(storage: Storage, userId: string) {
  const stored = v.safeParse(
    StoredKeysSchema,
    JSON.parse(storage.getItem(keyName(userId)) ?? 'null'),
  )
  return stored.success ? stored.output : undefined
}

/**
 * Puts restored keys in place of the user's current ones. The keys they replace are kept
 * under a dated name, never deleted: a device may have received funds before its restore.
 */
export function replaceKeys(
  storage: Storage,
  userId: string,
  next: { evm: string; solana: string },
): UserKeys {
  const current = storage.getItem(keyName(userId))
  if (current) storage.setItem(`${keyName(userId)}:replaced:${Date.now()}`, current)
  const checked = v.parse(StoredKeysSchema, next)
  storage.setItem(keyName(userId), JSON.stringify(checked))
  return toKeys(checked.evm as `0x${string}`, hexToBytes(checked.solana as `0x${string}`))
}
