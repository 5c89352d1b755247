import { RECEIPT_WAIT } from '@walletport/core'
import type { Client, Hash } from 'viem'
import { waitForTransactionReceipt } from 'viem/actions'
import { toEvmError } from '../errors/toEvmError.js'

export type ReplacementReason = 'repriced' | 'cancelled' | 'replaced'

export type WaitForReceiptParameters = {
  hash: Hash
  /** 1 by default */
  confirmations?: number | undefined
  /** ms; 180 s by default */
  timeout?: number | undefined
}

export type ReceiptResult = {
  status: 'success' | 'reverted'
  /** the hash that was mined: the replacement's when the transaction was replaced */
  transactionHash: Hash
  blockNumber: bigint
  gasUsed: bigint
  /** set when another transaction with the same nonce was mined instead */
  replacement?: { reason: ReplacementReason; replacedHash: Hash }
}

/**
 * Docs: /adapters-evm/send#waitForReceipt. Waits with viem (6 retries
 * from 200 ms doubling, 180 s timeout, 1 confirmation) and reports a replaced transaction as
 * repriced, cancelled or replaced. Failures are our typed errors.
 */
export async function waitForReceipt(
  client: Client,
  {
    hash,
    confirmations = RECEIPT_WAIT.confirmations,
    timeout = RECEIPT_WAIT.timeout,
  }: WaitForReceiptParameters,
): Promise<ReceiptResult> {
  let replacement: ReceiptResult['replacement']
  try {
    const receipt = await waitForTransactionReceipt(client, {
      hash,
      confirmations,
      timeout,
      retryCount: RECEIPT_WAIT.retryCount,
      retryDelay: ({ count }) => 2 ** count * RECEIPT_WAIT.retryDelay,
      onReplaced: ({ reason, replacedTransaction }) => {
        replacement = { reason, replacedHash: replacedTransaction.hash }
      },
    })
    return {
      status: receipt.status,
      transactionHash: receipt.transactionHash,
      blockNumber: receipt.blockNumber,
      gasUsed: receipt.gasUsed,
      ...(replacement ? { replacement } : {}),
    }
  } catch (error) {
    throw toEvmError(error)
  }
}
