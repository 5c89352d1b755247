'use client'
import type {
  SwitchNetworkErrorType,
  SwitchNetworkParameters,
  SwitchNetworkReturnType,
} from '@walletport/core'
import { switchNetworkMutationOptions } from '@walletport/core/query'
import { type UseKitMutationReturnType, useKitMutation } from './useKitMutation.js'

export type UseSwitchNetworkReturnType = Omit<
  UseKitMutationReturnType<
    SwitchNetworkReturnType,
    SwitchNetworkErrorType,
    SwitchNetworkParameters
  >,
  'mutate' | 'mutateAsync'
> & {
  /** switches to a configured network; the network shows in `data` */
  switchNetwork(parameters: SwitchNetworkParameters): void
  switchNetworkAsync(parameters: SwitchNetworkParameters): Promise<SwitchNetworkReturnType>
}

/** Docs: /react-ui/hooks/useSwitchNetwork. Switches network, with the switch's status. */
export function useSwitchNetwork(): UseSwitchNetworkReturnType {
  const { mutate, mutateAsync, ...result } = useKitMutation<
    SwitchNetworkReturnType,
    SwitchNetworkErrorType,
    SwitchNetworkParameters
  >(switchNetworkMutationOptions)
  return { ...result, switchNetwork: mutate, switchNetworkAsync: mutateAsync }
}
