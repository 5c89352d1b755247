import { matchesSiwxMessage, type VerifySiwxMessageParameters } from '@walletport/core'
import { readBase58 } from '../utils/readBase58.js'
import { createSiwxMessage } from './createSiwxMessage.js'

export type { VerifySiwxMessageParameters }

/**
 * Docs: /adapters-solana/siwx. True when `data` names the expected domain, nonce (and uri),
 * `message` is exactly the message `data` makes,
 * the ed25519 signature over it verifies with the account's public key (the address), and
 * the time is inside its not-before and expiry. Anything malformed is false, never a throw.
 * The ed25519 code loads on the first signature worth checking.
 */
export async function verifySiwxMessage({
  message,
  signature,
  data,
  expected,
  now = Date.now(),
}: VerifySiwxMessageParameters): Promise<boolean> {
  if (!matchesSiwxMessage({ message, data, expected, now, write: createSiwxMessage })) return false
  const signatureBytes = typeof signature === 'string' ? readBase58(signature) : undefined
  const publicKey = readBase58(data.accountAddress)
  if (signatureBytes?.length !== 64 || !publicKey) return false
  const { ed25519 } = await import('@noble/curves/ed25519.js')
  try {
    return ed25519.verify(signatureBytes, new TextEncoder().encode(message), publicKey)
  } catch {
    return false
  }
}
