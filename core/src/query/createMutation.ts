import { MutationObserver } from '@tanstack/query-core'
import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'
import { getQueryClient } from './getQueryClient.js'
import { toMutationResult } from './toMutationResult.js'
import type { KitMutationOptions, MutationResult } from './types.js'

export type KitMutation<TData, TError, TVariables> = {
  readonly $result: ReadableAtom<MutationResult<TData, TError, TVariables>>
  /** runs it; the outcome shows in `$result` and the promise, which rejects on failure */
  mutateAsync(variables: TVariables): Promise<TData>
  /** runs it without a promise to handle: the outcome shows in `$result` only */
  mutate(variables: TVariables): void
  /** back to idle, forgetting the last data and error */
  reset(): void
}

/**
 * Docs: /core/query/createMutation. A store over one kind of write (signMessageMutationOptions,
 * sendTransactionMutationOptions...) with the mutation status: idle, pending,
 * success or error. Writes are never retried.
 */
export function createMutation<TData, TError, TVariables>(
  kit: Kit,
  options: KitMutationOptions<TData, TVariables>,
): KitMutation<TData, TError, TVariables> {
  const observer = new MutationObserver<TData, TError, TVariables>(getQueryClient(kit), {
    mutationKey: options.mutationKey,
    mutationFn: options.mutationFn,
    onSuccess: options.onSuccess
      ? (data, variables) => options.onSuccess?.(data, variables)
      : undefined,
  })
  const $result = atom(toMutationResult(observer.getCurrentResult()))
  onMount($result, () => {
    // the observer keeps its result without listeners: a store mounted later starts current
    $result.set(toMutationResult(observer.getCurrentResult()))
    return observer.subscribe((result) => $result.set(toMutationResult(result)))
  })
  return {
    $result,
    mutateAsync: (variables) => observer.mutate(variables),
    mutate(variables) {
      // the error is in `$result`; this keeps it from also surfacing as an unhandled rejection
      observer.mutate(variables).catch(() => {})
    },
    reset: () => observer.reset(),
  }
}
