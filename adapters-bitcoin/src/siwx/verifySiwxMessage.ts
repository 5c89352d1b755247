import { matchesSiwxMessage, type SiwxExpected, type SiwxMessageData } from '@walletport/core'
import { createSiwxMessage } from './createSiwxMessage.js'
import { verifyMessageSignature } from './verifyMessageSignature.js'

export type VerifySiwxMessageParameters = {
  message: string
  /** base64, as `bitcoin:signMessage` answers: BIP-322 simple, or legacy BIP-137 */
  signature: string
  data: SiwxMessageData
  /** the domain and nonce the site issued (and its uri): `data` must name them */
  expected: SiwxExpected
  /** the time to check expiry against; now by default */
  now?: number
}

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
