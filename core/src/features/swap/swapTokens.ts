import { batch } from 'nanostores'
import { refreshBalanceAfter } from '../../actions/refreshBalanceAfter.js'
import { BaseError, type BaseErrorType } from '../../errors/base.js'
import type {
  DataSourceMethodMissingErrorType,
  IncompleteSwapErrorType,
  NetworkNotSupportedErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import {
  SendFailedError,
  type SendFailedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from '../../errors/send.js'
import type { Kit } from '../../kit/types.js'
import { ensureSwapStore } from '../featureStores.js'
import { TRANSACTION_STARTED_MESSAGE } from '../messages.js'
import { requireDataSource } from '../requireDataSource.js'
import { readSwapForm } from './readSwapForm.js'
import { requireSwapAccount } from './requireSwapAccount.js'
import { toTransactionRequest } from './toTransactionRequest.js'

/** the hash of the swap transaction */
export type SwapTokensReturnType = string
export type SwapTokensErrorType =
  | IncompleteSwapErrorType
  | NetworkNotSupportedErrorType
  | UnsupportedChainErrorType
  | SendFailedErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/swapTokens. Runs the quoted swap through the EVM adapter's
 * `sendTransaction`: first the approval the service builds when the allowance falls short
 * (waiting for it to be mined where the adapter can), then the swap transaction it builds
 * with the form's slippage (1 by default). On success 'Transaction started' shows, the
 * amounts clear and the modal starts a new history on Account; on failure the error toast
 * shows and the form is kept. Only on the swap networks ('Network not supported for Swaps').
 */
export async function swapTokens(kit: Kit): Promise<SwapTokensReturnType> {
  const { address, network, adapter } = requireSwapAccount(kit)
  const store = ensureSwapStore(kit)
  const state = store.$swap.get()
  const { sourceToken, toToken, amount } = readSwapForm(state, adapter)
  const { sendTransaction, waitForReceipt } = adapter.capabilities
  if (!sendTransaction)
    throw new UnsupportedChainError({ metaMessages: ['The adapter cannot send transactions.'] })
  const source = requireDataSource(kit, 'buildSwapTransaction')
  const approvals = state.approvalRequired
    ? requireDataSource(kit, 'buildApproveTransaction')
    : undefined
  const { toast, router, balances } = kit._internal
  const send = async (tx: Parameters<typeof toTransactionRequest>[0]) =>
    sendTransaction({ network, from: address, ...toTransactionRequest(tx, { adapter, network }) })
  store.update({ loadingTransaction: true })
  let hash: string
  try {
    if (approvals) {
      const approval = await approvals.buildApproveTransaction({
        network,
        userAddress: address,
        from: sourceToken.address,
        to: toToken.address,
      })
      const approvalHash = await send(approval)
      // the swap spends the allowance, so it must be mined first
      const receipt = await waitForReceipt?.({ network, hash: approvalHash })
      if (receipt?.status === 'reverted')
        throw new BaseError('The approval transaction reverted', {
          metaMessages: [`Transaction: ${receipt.transactionHash}`],
        })
      store.update({ approvalRequired: false })
    }
    const tx = await source.buildSwapTransaction({
      network,
      amount: amount.toString(),
      from: sourceToken.address,
      to: toToken.address,
      userAddress: address,
      slippage: state.slippage,
    })
    hash = await send({ ...tx, value: tx.amount })
  } catch (cause) {
    store.update({ loadingTransaction: false })
    const error = cause instanceof SendFailedError ? cause : new SendFailedError({ cause })
    toast.show({ variant: 'error', message: error.shortMessage })
    throw error
  }
  balances.delete(`${network.caipNetworkId}:${address}`)
  batch(() => {
    store.update({
      loadingTransaction: false,
      sourceTokenAmount: undefined,
      toTokenAmount: undefined,
      quote: undefined,
    })
    router.reset({ view: 'Account' })
  })
  toast.show({ variant: 'success', message: TRANSACTION_STARTED_MESSAGE })
  void refreshBalanceAfter(kit, { namespace: 'eip155', network, adapter, hash })
  return hash
}
