import { matchesSiwxMessage, type VerifySiwxMessageParameters } from '@walletport/core'
import { createSiwxMessage } from './createSiwxMessage.js'
import { verifyMessageSignature } from './verifyMessageSignature.js'

export type { VerifySiwxMessageParameters }

/**
 * Docs: /adapters-bitcoin/siwx#verifySiwxMessage. True when `data` names the expected domain,
 * nonce (and uri), `message` is exactly the CAIP-122 message `data` makes, the time is inside
 * its not-before and expiry, and the signature (BIP-322 or legacy) is the account's. Anything
 * malformed is false, never a throw.
 */
export async function verifySiwxMessage({
  message,
  signature,
  data,
  expected,
  now = Date.now(),
}: VerifySiwxMessageParameters): Promise<boolean> {
  if (!matchesSiwxMessage({ message, data, expected, now, write: createSiwxMessage })) return false
  return verifyMessageSignature({
    address: data.accountAddress,
    message,
    signature,
    network: { caipNetworkId: data.networkId },
  })
}
