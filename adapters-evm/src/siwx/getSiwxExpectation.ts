import type { SiwxExpected, SiwxMessageData } from '@walletport/core'
import { parseEip155ChainId } from './createSiwxMessage.js'
import type { SiwxExpectation } from './verifySiwxMessage.js'

/**
 * Docs: /adapters-evm/siwx#getSiwxExpectation. What a kit's sign-in must match: domain, nonce
 * and uri as the kit asked, the account and chain of the message data. The chain id is
 * returned too, since the verifier also needs a client for that chain.
 */
export function getSiwxExpectation(
  data: SiwxMessageData,
  expected: SiwxExpected,
): SiwxExpectation & { chainId: number } {
  return {
    domain: expected.domain,
    nonce: expected.nonce,
    uri: expected.uri,
    address: data.accountAddress,
    chainId: parseEip155ChainId(data.networkId),
  }
}
