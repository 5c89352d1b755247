import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import * as v from 'valibot'
import { callRpc } from '../chains.js'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError, requestAborted, UNAUTHORIZED } from '../FrameRequestError.js'
import type { UserKeys } from '../keys.js'
import type { RequestNetwork } from '../messages.js'
import { parseParams } from '../parseParams.js'
import { checkSignInDomain } from '../show/checkSignInDomain.js'
import { flagApproval } from '../show/flagApproval.js'
import { readSolanaMessage } from './readSolanaMessage.js'
import { signSolanaTransaction } from './signSolanaTransaction.js'

const SAFE_READS = new Set([
  'getAccountInfo',
  'getBalance',
  'getBlockHeight',
  'getEpochInfo',
  'getFeeForMessage',
  'getLatestBlockhash',
  'getMinimumBalanceForRentExemption',
  'getSignatureStatuses',
  'getSlot',
  'getTokenAccountsByOwner',
  'simulateTransaction',
])

function decode(coder: { decode(text: string): Uint8Array }, text: string, what: string) {
  try {
    return coder.decode(text)
  } catch {
    throw new FrameRequestError(`The ${what} is not validly encoded`, -32602)
  }
}

const SignMessageSchema = v.object({ message: v.string(), pubkey: v.optional(v.string()) })
const SignTransactionSchema = v.object({
  transaction: v.string(),
  sendOptions: v.optional(v.record(v.string(), v.unknown())),
})
const SignAllSchema = v.object({ transactions: v.pipe(v.array(v.string()), v.minLength(1)) })

export type SolanaRequestContext = {
  keys: UserKeys
  chain: { id: string; rpcUrl: string | undefined }
  approve(request: ApprovalRequest): Promise<void>
  signal: AbortSignal
  /** the checked origin of the page asking (sign-in messages must name it) */
  hostOrigin: string
  /** the app's name for the chain, as the host sent it */
  network?: RequestNetwork | undefined
}

/**
 * One Solana RPC_REQUEST in the shapes core's host sends (its createSolanaSigner): messages
 * and transactions in base64, signatures in base58, signed transactions back in base64.
 */
export async function handleSolanaRequest(
  method: string,
  params: unknown,
  context: SolanaRequestContext,
): Promise<unknown> {
  const { keys, chain, approve, signal } = context
  const { address, secretKey, publicKey } = keys.solana
  const rows: [string, string][] = [
    ['Account', address],
    // the app's name with the cluster's id, so a devnet named "Solana" still shows which signs
    ['Network', context.network ? `${context.network.name} (${chain.id})` : `Solana ${chain.id}`],
  ]
  const approveThen = async (request: ApprovalRequest) => {
    await approve(flagApproval(request))
    if (signal.aborted) throw requestAborted()
  }
  const needRpc = () => {
    if (!chain.rpcUrl)
      throw new FrameRequestError(`No RPC URL is configured for Solana ${chain.id}`, 4901)
    return chain.rpcUrl
  }

  if (SAFE_READS.has(method)) return callRpc(needRpc(), method, params)
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: address }]
    case 'solana_signMessage': {
      const { message, pubkey } = parseParams(method, SignMessageSchema, params)
      if (pubkey && pubkey !== address)
        throw new FrameRequestError(`${pubkey} is not this wallet's account`, UNAUTHORIZED)
      const bytes = decode(base64, message, 'message')
      const { text, offchain } = readSolanaMessage(bytes, publicKey)
      checkSignInDomain(text, context.hostOrigin)
      const request = offchain
        ? {
            title: 'Sign off-chain message',
            rows: [
              ...rows,
              ['Application domain', offchain.applicationDomain] as const,
              ['Format', offchain.format] as const,
              ['Signers', offchain.signers.join(', ')] as const,
            ],
          }
        : { title: 'Sign message', rows }
      await approveThen({
        ...request,
        body: { label: 'Message', text },
      })
      return { signature: base58.encode(ed25519.sign(bytes, secretKey)) }
    }
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseParams(method, SignTransactionSchema, params)
      const bytes = decode(base64, transaction, 'transaction')
      const sending = method === 'solana_signAndSendTransaction'
      const rpcUrl = sending ? needRpc() : undefined
      // parse before asking, so the user never approves something that cannot be signed
      signSolanaTransaction(bytes, secretKey, publicKey)
      await approveThen({
        title: sending ? 'Send Solana transaction' : 'Sign Solana transaction',
        rows,
        body: { label: 'Transaction (base64)', text: transaction },
      })
      const { signed, signature } = signSolanaTransaction(bytes, secretKey, publicKey)
      if (rpcUrl) {
        const sent = await callRpc(rpcUrl, 'sendTransaction', [
          base64.encode(signed),
          { ...sendOptions, encoding: 'base64' },
        ])
        return { signature: typeof sent === 'string' ? sent : base58.encode(signature) }
      }
      return { signature: base58.encode(signature), transaction: base64.encode(signed) }
    }
    case 'solana_signAllTransactions': {
      const { transactions } = parseParams(method, SignAllSchema, params)
      const decoded = transactions.map((text) => decode(base64, text, 'transaction'))
      for (const bytes of decoded) signSolanaTransaction(bytes, secretKey, publicKey)
      await approveThen({
        title: `Sign ${decoded.length} Solana transactions`,
        rows,
        body: { label: 'Transactions (base64)', text: transactions.join('\n\n') },
      })
      return {
        transactions: decoded.map((bytes) =>
          base64.encode(signSolanaTransaction(bytes, secretKey, publicKey).signed),
        ),
      }
    }
  }
  throw new FrameRequestError('Requested RPC call is not allowed', 4200)
}
