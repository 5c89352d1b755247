import {
  type Connection,
  PublicKey,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import {
  encodeBase58,
  InvalidAddressError,
  type Network,
  ProviderRpcError,
  SolanaSendFailedError,
  WALLET_ERROR_CODES,
} from '@walletport/core'
import type { SolanaCommitment } from '../solanaAdapter.js'
import { getWalletStandardChain } from '../utils/getWalletStandardChain.js'
import { isSolanaAddress } from '../utils/isSolanaAddress.js'
import { getSupportedVersions, getWalletFeature } from '../wallet/getWalletFeature.js'
import { createTransferInstructions } from './createTransferInstructions.js'

export type SendTransferParameters = {
  connection: Connection
  commitment: SolanaCommitment
  network: Network
  wallet: Wallet
  account: WalletAccount
  /** the receiver's address */
  to: string
  /** in the smallest unit: lamports, or the token's base units */
  amount: bigint
  token?: { mint: string; decimals: number }
}

function isSignature(value: unknown): value is Uint8Array {
  return value instanceof Uint8Array && value.length === 64
}

/** web3.js throws a plain Error on a bad key: checked here first, with our error */
function toPublicKey(value: string): PublicKey {
  if (!isSolanaAddress(value))
    throw new InvalidAddressError({
      value,
      namespace: 'solana',
      expected: '32 to 44 base58 characters encoding 32 bytes',
    })
  return new PublicKey(value)
}

/** the head of an RPC error value; JSON.stringify throws on a bigint or a cycle */
function describe(value: unknown): string {
  try {
    return (JSON.stringify(value) ?? typeof value).slice(0, 300)
  } catch {
    return typeof value
  }
}

/** a wallet that lacks a feature or answers something unusable */
const walletError = (code: number, message: string) => new ProviderRpcError({ code, message })

/**
 * Builds a SOL or SPL transfer from the account, has the wallet sign and send it (or only
 * sign, and sends it here), and waits for `commitment`. Returns the base58 signature.
 */
export async function sendTransfer({
  connection,
  commitment,
  network,
  wallet,
  account,
  to,
  amount,
  token,
}: SendTransferParameters): Promise<string> {
  const payer = toPublicKey(account.address)
  const receiver = toPublicKey(to)
  const mint = token && toPublicKey(token.mint)
  const chain = getWalletStandardChain(network)
  const signAndSend = chain && getWalletFeature(wallet, 'solana:signAndSendTransaction')
  const signOnly = getWalletFeature(wallet, 'solana:signTransaction')
  const feature = signAndSend || signOnly
  const unsupported = WALLET_ERROR_CODES.UNSUPPORTED_METHOD
  if (!feature) throw walletError(unsupported, `${wallet.name} cannot sign transactions`)
  const versions = getSupportedVersions(feature)
  if (!versions.length)
    throw walletError(unsupported, `${wallet.name} supports no known transaction version`)

  const instructions = await createTransferInstructions({
    connection,
    from: payer,
    to: receiver,
    amount,
    ...(token && mint && { token: { mint, decimals: token.decimals } }),
  })
  const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash(commitment)
  const message = new TransactionMessage({
    payerKey: payer,
    recentBlockhash: blockhash,
    instructions,
  })
  const transaction = new VersionedTransaction(
    versions.includes(0) ? message.compileToV0Message() : message.compileToLegacyMessage(),
  ).serialize()

  let signature: string
  if (signAndSend) {
    const [output] = await signAndSend.signAndSendTransaction({
      account,
      transaction,
      chain,
      options: { preflightCommitment: commitment, commitment },
    })
    if (!isSignature(output?.signature))
      throw walletError(WALLET_ERROR_CODES.DEFAULT, 'The wallet returned no signature')
    signature = encodeBase58(output.signature)
  } else if (signOnly) {
    const [output] = await signOnly.signTransaction({
      account,
      transaction,
      ...(chain && { chain }),
      options: { preflightCommitment: commitment },
    })
    if (!(output?.signedTransaction instanceof Uint8Array))
      throw walletError(WALLET_ERROR_CODES.DEFAULT, 'The wallet returned no transaction')
    signature = await connection.sendRawTransaction(output.signedTransaction, {
      preflightCommitment: commitment,
    })
  } else {
    throw walletError(unsupported, `${wallet.name} cannot sign transactions`)
  }
  const { value } = await connection.confirmTransaction(
    { signature, blockhash, lastValidBlockHeight },
    commitment,
  )
  if (value.err)
    throw new SolanaSendFailedError({
      metaMessages: [`Transaction ${signature} failed: ${describe(value.err)}`],
    })
  return signature
}
