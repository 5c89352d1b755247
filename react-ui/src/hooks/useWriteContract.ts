'use client'
import type {
  WriteContractActionParameters,
  WriteContractErrorType,
  WriteContractReturnType,
} from '@walletport/core'
import { writeContractMutationOptions } from '@walletport/core/query'
import { type UseKitMutationReturnType, useKitMutation } from './useKitMutation.js'

export type UseWriteContractReturnType = Omit<
  UseKitMutationReturnType<
    WriteContractReturnType,
    WriteContractErrorType,
    WriteContractActionParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  /** calls the contract from the active eip155 account; the hash shows in `data` */
  writeContract(parameters: WriteContractActionParameters): void
  writeContractAsync(parameters: WriteContractActionParameters): Promise<WriteContractReturnType>
}

/** Docs: /react-ui/hooks/useWriteContract. Calls a contract; balances read again after. */
export function useWriteContract(): UseWriteContractReturnType {
  const { mutate, mutateAsync, ...result } = useKitMutation<
    WriteContractReturnType,
    WriteContractErrorType,
    WriteContractActionParameters
  >(writeContractMutationOptions)
  return { ...result, writeContract: mutate, writeContractAsync: mutateAsync }
}
