'use client'
import type { SignMessageErrorType, SignMessageParameters } from '@walletport/core'
import { signMessageMutationOptions } from '@walletport/core/query'
import { type UseKitMutationReturnType, useKitMutation } from './useKitMutation.js'

export type UseSignMessageReturnType = Omit<
  UseKitMutationReturnType<string, SignMessageErrorType, SignMessageParameters>,
  'mutate' | 'mutateAsync'
> & {
  /** asks the wallet; the signature or the error shows in `data` / `error` */
  signMessage(parameters: SignMessageParameters): void
  signMessageAsync(parameters: SignMessageParameters): Promise<string>
}

/** Docs: /react-ui/hooks/useSignMessage. Signs a message with the connected wallet. */
export function useSignMessage(): UseSignMessageReturnType {
  const { mutate, mutateAsync, ...result } = useKitMutation<
    string,
    SignMessageErrorType,
    SignMessageParameters
  >(signMessageMutationOptions)
  return { ...result, signMessage: mutate, signMessageAsync: mutateAsync }
}
