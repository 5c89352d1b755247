import { base64urlnopad } from '@scure/base'
import * as v from 'valibot'
import type { KeyBackup } from '../../shared/api.js'
import { FrameRequestError } from '../FrameRequestError.js'

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256 */
export const PBKDF2_ITERATIONS = 600_000
export const MIN_PASSPHRASE_LENGTH = 12

/** what a backup holds once opened: the two secret keys, as the frame stores them */
export const SealedKeysSchema = v.object({
  evm: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
  solana: v.pipe(v.string(), v.regex(/^0x[0-9a-f]{64}$/)),
})
export type SealedKeys = v.InferOutput<typeof SealedKeysSchema>

const encoder = new TextEncoder()
// WebCrypto takes bytes backed by an ArrayBuffer: a copy gives that type
const bytes = (text: string) => new Uint8Array(base64urlnopad.decode(text))

// the user id and account are bound in as associated data: a backup moved to another user's
// record, or its address swapped, no longer opens
const associatedData = (userId: string, address: string) =>
  encoder.encode(`walletport-frame key backup v1\n${userId}\n${address.toLowerCase()}`)

async function deriveKey(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const material = await crypto.subtle.importKey(
    'raw',
    encoder.encode(passphrase.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  )
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  )
}

/** Seals `keys` under a key derived from `passphrase` (PBKDF2-SHA256, then AES-256-GCM). */
export async function sealKeys(
  keys: SealedKeys,
  passphrase: string,
  { userId, address }: { userId: string; address: string },
): Promise<KeyBackup> {
  if (passphrase.length < MIN_PASSPHRASE_LENGTH)
    throw new FrameRequestError(`The passphrase needs at least ${MIN_PASSPHRASE_LENGTH} characters`)
  const salt = crypto.getRandomValues(new Uint8Array(16))
  const iv = crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(passphrase, salt, PBKDF2_ITERATIONS)
  const ciphertext = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv, additionalData: associatedData(userId, address) },
    key,
    encoder.encode(JSON.stringify(keys)),
  )
  return {
    version: 1,
    kdf: 'PBKDF2-SHA256',
    iterations: PBKDF2_ITERATIONS,
    salt: base64urlnopad.encode(salt),
    iv: base64urlnopad.encode(iv),
    ciphertext: base64urlnopad.encode(new Uint8Array(ciphertext)),
    address,
  }
}

/** Opens a backup; a wrong passphrase (or a tampered blob) gives a FrameRequestError. */
export async function openKeys(
  backup: KeyBackup,
  passphrase: string,
  userId: string,
): Promise<SealedKeys> {
  const key = await deriveKey(passphrase, bytes(backup.salt), backup.iterations)
  let plain: ArrayBuffer
  try {
    plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: bytes(backup.iv),
        additionalData: associatedData(userId, backup.address),
      },
      key,
      bytes(backup.ciphertext),
    )
  } catch {
    // AES-GCM cannot tell a wrong passphrase from a changed blob: both fail its tag check
    throw new FrameRequestError('Wrong passphrase: the backup did not open with it')
  }
  const keys = v.safeParse(SealedKeysSchema, JSON.parse(new TextDecoder().decode(plain)))
  if (!keys.success) throw new FrameRequestError('The backup holds no keys this frame can use')
  return keys.output
}
