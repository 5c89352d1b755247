'use client'
import type { KitMutation, KitMutationOptions, MutationResult } from '@walletport/core/query'
import { loadKitQueries } from '@walletport/core/query'
import { useMemo, useRef, useState } from 'react'
import { useKit } from './useKit.js'
import { useKitQueries } from './useKitQueries.js'
import { useOptionalStore } from './useOptionalStore.js'

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

type Made<TData, TError, TVariables> = {
  kit: ReturnType<typeof useKit>
  mutation: KitMutation<TData, TError, TVariables>
}

const IDLE = {
  data: undefined,
  error: null,
  status: 'idle',
  variables: undefined,
  isIdle: true,
  isPending: false,
  isSuccess: false,
  isError: false,
} as const

/**
 * One of core's mutations in a component: the mutation status. The query runtime loads on the
 * first call if nothing has loaded it yet; the call shows as pending meanwhile.
 */
export function useKitMutation<TData, TError, TVariables>(
  makeOptions: (kit: ReturnType<typeof useKit>) => KitMutationOptions<TData, TVariables>,
): UseKitMutationReturnType<TData, TError, TVariables> {
  const kit = useKit()
  const { queries } = useKitQueries(kit, false)
  // one mutation per kit and component, made at once when the runtime is there, else on a call
  const made = useRef<Made<TData, TError, TVariables>>(undefined)
  // a first call's state while it waits for the runtime (pending), or its failure to load it
  const [local, setLocal] = useState<MutationResult<TData, TError, TVariables>>()
  if (made.current?.kit !== kit)
    made.current = queries && {
      kit,
      mutation: queries.createMutation<TData, TError, TVariables>(kit, makeOptions(kit)),
    }
  const mutation = made.current?.mutation
  const stored = useOptionalStore(mutation?.$result)
  const result: MutationResult<TData, TError, TVariables> = local ?? stored ?? IDLE
  // biome-ignore lint/correctness/useExhaustiveDependencies: makeOptions is read once per kit
  return useMemo(() => {
    const run = async (variables: TVariables) => {
      const ready = made.current?.kit === kit ? made.current.mutation : undefined
      if (ready) return ready.mutateAsync(variables)
      const base = { ...IDLE, variables, isIdle: false }
      setLocal({ ...base, status: 'pending', isPending: true })
      let runtime: Awaited<ReturnType<typeof loadKitQueries>>
      try {
        runtime = await loadKitQueries(kit)
      } catch (error) {
        setLocal({ ...base, status: 'error', error: error as TError, isError: true })
        throw error
      }
      // a call while another waited for the runtime uses the mutation that one made
      if (made.current?.kit !== kit)
        made.current = {
          kit,
          mutation: runtime.createMutation<TData, TError, TVariables>(kit, makeOptions(kit)),
        }
      // the mutation's own result (pending from here on) takes over
      const outcome = made.current.mutation.mutateAsync(variables)
      setLocal(undefined)
      return outcome
    }
    return {
      ...result,
      mutate: (variables: TVariables) => {
        // the error is in the result; this keeps it from also surfacing as an unhandled rejection
        run(variables).catch(() => {})
      },
      mutateAsync: run,
      reset: () => {
        setLocal(undefined)
        made.current?.mutation.reset()
      },
    }
  }, [result, kit])
}
