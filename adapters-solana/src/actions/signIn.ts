import type { SiwxMessageData } from '@walletport/core'
import { requireAccount } from '../session/requireAccount.js'
import type { SolanaClient } from '../session/SolanaClient.js'
import { createSiwxMessage } from '../siwx/createSiwxMessage.js'
import { signInWithWallet } from '../siwx/signInWithWallet.js'
import { signMessage } from './signMessage.js'

export type SignInParameters = { address: string; data: SiwxMessageData }

/** Sign In With Solana: by the wallet's `solana:signIn` when it has it, else signMessage. */
export async function signIn(
  client: SolanaClient,
  { address, data }: SignInParameters,
): Promise<{ message: string; signature: string }> {
  const { wallet, account } = requireAccount(client, address)
  const signed = await signInWithWallet({ wallet, account, data })
  if (signed) return signed
  const message = createSiwxMessage(data)
  return { message, signature: await signMessage(client, { address, message }) }
}
