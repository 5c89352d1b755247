import { encodeBase58, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import { requireAccount } from '../session/requireAccount.js'
import type { SolanaClient } from '../session/SolanaClient.js'
import { toProviderError } from '../session/toProviderError.js'
import { getWalletFeature } from '../wallet/getWalletFeature.js'

export type SignMessageParameters = { address: string; message: string }

function isSignature(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === 64
}

/** The connected wallet's ed25519 signature of `message`, in base58 as Solana tools write it. */
export async function signMessage(
  client: SolanaClient,
  { address, message }: SignMessageParameters,
): Promise<string> {
  const { wallet, account } = requireAccount(client, address)
  const feature = getWalletFeature(wallet, 'solana:signMessage')
  if (!feature)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.UNSUPPORTED_METHOD,
      message: `${wallet.name} cannot sign messages`,
    })
  let signature: unknown
  try {
    const [output] = await feature.signMessage({
      account,
      message: new TextEncoder().encode(message),
    })
    signature = output?.signature
  } catch (error) {
    throw toProviderError(error, 'The wallet did not sign the message')
  }
  if (!isSignature(signature))
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INTERNAL_ERROR,
      message: `${wallet.name} returned no ed25519 signature`,
    })
  return encodeBase58(signature)
}
