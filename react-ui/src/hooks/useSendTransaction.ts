'use client'
import type {
  SendTransactionActionParameters,
  SendTransactionErrorType,
  SendTransactionReturnType,
} from '@walletport/core'
import { sendTransactionMutationOptions } from '@walletport/core/query'
import { type UseKitMutationReturnType, useKitMutation } from './useKitMutation.js'

export type UseSendTransactionReturnType = Omit<
  UseKitMutationReturnType<
    SendTransactionReturnType,
    SendTransactionErrorType,
    SendTransactionActionParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  /** sends from the active eip155 account; the hash shows in `data` */
  sendTransaction(parameters: SendTransactionActionParameters): void
  sendTransactionAsync(
    parameters: SendTransactionActionParameters,
  ): Promise<SendTransactionReturnType>
}

/** Docs: /react-ui/hooks/useSendTransaction. Sends a transaction; balances read again after. */
export function useSendTransaction(): UseSendTransactionReturnType {
  const { mutate, mutateAsync, ...result } = useKitMutation<
    SendTransactionReturnType,
    SendTransactionErrorType,
    SendTransactionActionParameters
  >(sendTransactionMutationOptions)
  return { ...result, sendTransaction: mutate, sendTransactionAsync: mutateAsync }
}
