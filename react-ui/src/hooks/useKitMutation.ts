'use client'
import { useStore } from '@nanostores/react'
import {
  createMutation,
  type KitMutationOptions,
  type MutationResult,
} from '@walletport/core/query'
import { useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseKitMutationReturnType<TData, TError, TVariables> = MutationResult<
  TData,
  TError,
  TVariables
> & {
  mutate(variables: TVariables): void
  mutateAsync(variables: TVariables): Promise<TData>
  /** back to idle, forgetting the last data and error */
  reset(): void
}

/** One of core's mutations in a component: the mutation status. */
export function useKitMutation<TData, TError, TVariables>(
  makeOptions: (kit: ReturnType<typeof useKit>) => KitMutationOptions<TData, TVariables>,
): UseKitMutationReturnType<TData, TError, TVariables> {
  const kit = useKit()
  // biome-ignore lint/correctness/useExhaustiveDependencies: one mutation per kit and component
  const mutation = useMemo(
    () => createMutation<TData, TError, TVariables>(kit, makeOptions(kit)),
    [kit],
  )
  const result = useStore(mutation.$result)
  return useMemo(
    () => ({
      ...result,
      mutate: mutation.mutate,
      mutateAsync: mutation.mutateAsync,
      reset: mutation.reset,
    }),
    [result, mutation],
  )
}
