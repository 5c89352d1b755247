import type { SolanaSignInFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { SiwxMessageData } from '@walletport/core'
import { encodeBase58, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import { getSolanaCluster } from '../utils/getWalletStandardChain.js'

type SignInFeature = SolanaSignInFeature['solana:signIn']

/** the wallet's `solana:signIn` when it carries its method; wallets are outside input */
function signInFeature(wallet: Wallet): SignInFeature | undefined {
  const feature: unknown = wallet.features['solana:signIn']
  if (typeof feature !== 'object' || feature === null) return undefined
  return typeof (feature as { signIn?: unknown }).signIn === 'function'
    ? (feature as SignInFeature)
    : undefined
}

/**
 * Docs: /adapters-solana/siwx#signIn. Sign In With Solana through the wallet's own
 * `solana:signIn` feature: the wallet writes the message from the fields (and can show them
 * as a sign-in rather than raw text), signs it and returns it. Answers the message and its
 * base58 ed25519 signature, or undefined when the wallet has no such feature (then sign the
 * message written by createSiwxMessage). Throws ProviderRpcError when the wallet refuses,
 * answers for another account, or returns no signature.
 */
export async function signInWithWallet({
  wallet,
  account,
  data,
}: {
  wallet: Wallet
  account: WalletAccount
  data: SiwxMessageData
}): Promise<{ message: string; signature: string } | undefined> {
  const feature = signInFeature(wallet)
  if (!feature) return undefined
  const [, reference] = String(data.networkId).split(':')
  let output: Awaited<ReturnType<typeof feature.signIn>>[number] | undefined
  try {
    ;[output] = await feature.signIn({
      domain: data.domain,
      address: account.address,
      statement: data.statement,
      uri: data.uri ?? data.aud,
      version: data.version,
      // the message names the cluster as createSiwxMessage does
      chainId: getSolanaCluster({ caipNetworkId: data.networkId }) ?? reference,
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      expirationTime: data.expirationTime,
      notBefore: data.notBefore,
      requestId: data.requestId,
      resources: data.resources,
    })
  } catch (error) {
    const code = (error as { code?: unknown })?.code
    throw new ProviderRpcError({
      code: code === 4001 ? 4001 : WALLET_ERROR_CODES.INTERNAL_ERROR,
      message: 'The wallet did not sign in',
      cause: error,
    })
  }
  const { signature, signedMessage } = output ?? {}
  if (output?.account?.address !== account.address)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INTERNAL_ERROR,
      message: `${wallet.name} signed in another account`,
    })
  if (!(signature instanceof Uint8Array) || signature.length !== 64)
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INTERNAL_ERROR,
      message: `${wallet.name} returned no ed25519 signature`,
    })
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(signedMessage)
  } catch (error) {
    throw new ProviderRpcError({
      code: WALLET_ERROR_CODES.INTERNAL_ERROR,
      message: `${wallet.name} signed a message that is not text`,
      cause: error,
    })
  }
  return { message, signature: encodeBase58(signature) }
}
