import { ed25519 } from '@noble/curves/ed25519.js'
import { base58, base64 } from '@scure/base'
import * as v from 'valibot'
import { callRpc } from '../chains.js'
import type { ApprovalRequest } from '../createApprovalScreen.js'
import { FrameRequestError, requestAborted, UNAUTHORIZED } from '../FrameRequestError.js'
import type { FrameText } from '../i18n/createFrameText.js'
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
  /** the screen's words, in the host's locale */
  text: FrameText
}

/** solana_signMessage: the message in words (an off-chain message with its header), then signed */
async function signMessage(
  params: unknown,
  context: SolanaRequestContext,
  rows: readonly (readonly [string, string])[],
  approveThen: (request: ApprovalRequest) => Promise<void>,
) {
  const { t } = context.text
  const { address, secretKey, publicKey } = context.keys.solana
  const { message, pubkey } = parseParams('solana_signMessage', SignMessageSchema, params)
  if (pubkey && pubkey !== address)
    throw new FrameRequestError(`${pubkey} is not this wallet's account`, UNAUTHORIZED)
  const bytes = decode(base64, message, 'message')
  const { text: shown, offchain } = readSolanaMessage(bytes, publicKey)
  checkSignInDomain(shown, context.hostOrigin)
  const request = offchain
    ? {
        title: t('solana.signOffchain'),
        rows: [
          ...rows,
          [t('solana.appDomain'), offchain.applicationDomain] as const,
          [t('solana.format'), offchain.format] as const,
          [t('solana.signers'), offchain.signers.join(', ')] as const,
        ],
      }
    : { title: t('evm.signMessage'), rows }
  await approveThen({
    ...request,
    body: { label: t('row.message'), text: shown },
  })
  return { signature: base58.encode(ed25519.sign(bytes, secretKey)) }
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
  const { keys, chain, approve, signal, text } = context
  const { t } = text
  const { address, secretKey, publicKey } = keys.solana
  const rows: [string, string][] = [
    [t('row.account'), address],
    // the app's name with the cluster's id, so a devnet named "Solana" still shows which signs
    [
      t('row.network'),
      context.network
        ? t('network.solanaNamed', { name: context.network.name, id: chain.id })
        : t('network.solana', { id: chain.id }),
    ],
  ]
  const approveThen = async (request: ApprovalRequest) => {
    await approve(flagApproval(request, text))
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
    case 'solana_signMessage':
      return signMessage(params, context, rows, approveThen)
    case 'solana_signTransaction':
    case 'solana_signAndSendTransaction': {
      const { transaction, sendOptions } = parseParams(method, SignTransactionSchema, params)
      const bytes = decode(base64, transaction, 'transaction')
      const sending = method === 'solana_signAndSendTransaction'
      const rpcUrl = sending ? needRpc() : undefined
      // parse before asking, so the user never approves something that cannot be signed
      signSolanaTransaction(bytes, secretKey, publicKey)
      await approveThen({
        title: sending ? t('solana.send') : t('solana.sign'),
        rows,
        body: { label: t('solana.transaction'), text: transaction },
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
        title: t('solana.signAll', { count: decoded.length }),
        rows,
        body: { label: t('solana.transactions'), text: transactions.join('\n\n') },
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
