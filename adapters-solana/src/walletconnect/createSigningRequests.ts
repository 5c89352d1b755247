import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import { encodeBase58, ProviderRpcError, WALLET_ERROR_CODES } from '@walletport/core'
import { readBase58 } from '../utils/readBase58.js'

/** a request to the wallet over the session, on the network a Wallet Standard chain names */
export type SigningRequest = (method: string, params: unknown, chain?: string) => Promise<unknown>

/** a string member of a wallet's answer: what wallets answer is checked before use */
function readString(answer: unknown, key: string): string | undefined {
  const value = answer && typeof answer === 'object' ? Reflect.get(answer, key) : undefined
  return typeof value === 'string' && value ? value : undefined
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary)
}

function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0))
}

function invalidAnswer(method: string, cause?: unknown) {
  return new ProviderRpcError({
    code: WALLET_ERROR_CODES.INTERNAL_ERROR,
    message: `The wallet answered ${method} with something that is not a signature`,
    cause,
  })
}

/**
 * The signing features of the WalletConnect wallet as the session's `solana_*` requests, with
 * every answer checked. Loaded with `import()` on the first signature asked for.
 */
export function createSigningRequests(request: SigningRequest) {
  async function signMessage(inputs: readonly SolanaSignMessageInput[]) {
    const outputs = []
    for (const { account, message } of inputs) {
      const answer = await request('solana_signMessage', {
        message: encodeBase58(message),
        pubkey: account.address,
      })
      const text = readString(answer, 'signature')
      const signature = text && readBase58(text)
      if (!signature) throw invalidAnswer('solana_signMessage')
      outputs.push({ signedMessage: message, signature, signatureType: 'ed25519' as const })
    }
    return outputs
  }

  async function signTransaction(inputs: readonly SolanaSignTransactionInput[]) {
    const outputs = []
    for (const { account, transaction, chain } of inputs) {
      const answer = await request(
        'solana_signTransaction',
        { transaction: base64(transaction) },
        chain,
      )
      const signed = readString(answer, 'transaction')
      if (signed) {
        try {
          outputs.push({ signedTransaction: fromBase64(signed) })
        } catch (error) {
          throw invalidAnswer('solana_signTransaction', error)
        }
        continue
      }
      const text = readString(answer, 'signature')
      const signature = text && readBase58(text)
      if (!signature) throw invalidAnswer('solana_signTransaction')
      // a wallet may answer with the signature alone: it goes in the account's slot, which
      // takes web3.js's transaction decoder, loaded the first time a wallet answers so
      const { PublicKey, VersionedTransaction } = await import('@solana/web3.js')
      try {
        const decoded = VersionedTransaction.deserialize(transaction)
        decoded.addSignature(new PublicKey(account.address), signature)
        outputs.push({ signedTransaction: decoded.serialize() })
      } catch (error) {
        throw invalidAnswer('solana_signTransaction', error)
      }
    }
    return outputs
  }

  async function signAndSendTransaction(inputs: readonly SolanaSignAndSendTransactionInput[]) {
    const outputs = []
    for (const { transaction, chain, options } of inputs) {
      const answer = await request(
        'solana_signAndSendTransaction',
        { transaction: base64(transaction), ...(options && { sendOptions: options }) },
        chain,
      )
      const text = readString(answer, 'signature')
      const signature = text && readBase58(text)
      if (!signature) throw invalidAnswer('solana_signAndSendTransaction')
      outputs.push({ signature })
    }
    return outputs
  }

  return { signMessage, signTransaction, signAndSendTransaction }
}
