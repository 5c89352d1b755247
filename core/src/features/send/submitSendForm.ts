import { batch } from 'nanostores'
import { refreshBalanceAfter } from '../../actions/refreshBalanceAfter.js'
import type { BaseErrorType } from '../../errors/base.js'
import { InsufficientGasError, type InsufficientGasErrorType } from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import {
  InvalidSendParametersError,
  type InvalidSendParametersErrorType,
  SendFailedError,
  type SendFailedErrorType,
  SolanaSendFailedError,
  type SolanaSendFailedErrorType,
  UnsupportedChainError,
  type UnsupportedChainErrorType,
} from '../../errors/send.js'
import type { Kit } from '../../kit/types.js'
import { TRANSACTION_STARTED_MESSAGE } from '../messages.js'
import { requireAccount } from '../requireAccount.js'
import { getSendValidation } from './getSendValidation.js'
import { readSendForm } from './readSendForm.js'

/** the transaction hash (a signature on Solana) */
export type SubmitSendFormReturnType = string
export type SubmitSendFormErrorType =
  | InvalidSendParametersErrorType
  | InsufficientGasErrorType
  | UnsupportedChainErrorType
  | SendFailedErrorType
  | SolanaSendFailedErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

// what the send form shows: the adapter's own send errors, else the namespace's spec text
function toSendError(error: unknown, namespace: string) {
  if (
    error instanceof SendFailedError ||
    error instanceof SolanaSendFailedError ||
    error instanceof InvalidSendParametersError ||
    error instanceof UnsupportedChainError
  )
    return error
  return namespace === 'solana'
    ? new SolanaSendFailedError({ cause: error })
    : new SendFailedError({ cause: error })
}

/**
 * Docs: /core/actions/submitSendForm. Submits the send form (not to be confused with
 * `sendTransaction(kit, params)`, which sends what it is given): it sends the native
 * currency or a token (ERC-20, SPL) through the adapter's `sendToken`. The form is validated
 * first (InvalidSendParametersError, 'Please enter a valid amount and receiver address', or
 * InsufficientGasError); an adapter that cannot send throws 'Unsupported chain'. On success
 * the 'Transaction started' toast shows, the form resets and the modal starts a new history
 * on Account (no back); on failure the error toast shows ('Something went wrong', or on
 * Solana 'Failed to send transaction. Please try again.') and the form is kept.
 */
export async function submitSendForm(kit: Kit): Promise<SubmitSendFormReturnType> {
  const account = requireAccount(kit)
  const { namespace, address, network, adapter } = account
  const { send, toast, router, balances } = kit._internal
  const capability = adapter.capabilities.sendToken
  if (!capability)
    throw new UnsupportedChainError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  const { issues, insufficientGas } = getSendValidation(kit)
  if (issues.length)
    throw new InvalidSendParametersError({
      metaMessages: issues.map(({ field, reason }) => `${field}: ${reason}`),
    })
  if (insufficientGas) throw new InsufficientGasError()
  const form = readSendForm(send.$store.get(), account)
  // validation guarantees both; the check keeps the types honest
  if (!form.amount || !form.receiver) throw new InvalidSendParametersError()
  send.update({ loading: true })
  let hash: string
  try {
    hash = await capability({
      network,
      from: address,
      to: form.receiver,
      amount: form.amount,
      ...(form.token ? { token: form.token } : {}),
    })
  } catch (cause) {
    const error = toSendError(cause, namespace)
    send.update({ loading: false })
    toast.show({ variant: 'error', message: error.shortMessage })
    throw error
  }
  // the balance changed: the next read goes to the chain
  balances.delete(`${network.caipNetworkId}:${address}`)
  batch(() => {
    send.reset()
    router.reset({ view: 'Account' })
  })
  toast.show({ variant: 'success', message: TRANSACTION_STARTED_MESSAGE })
  void refreshBalanceAfter(kit, { namespace, network, adapter, hash })
  return hash
}
