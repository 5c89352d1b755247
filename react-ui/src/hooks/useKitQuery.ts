'use client'
import type { KitQueryOptions, QueryResult } from '@walletport/core/query'
import { useEffect, useMemo } from 'react'
import { useKit } from './useKit.js'
import { useKitQueries } from './useKitQueries.js'
import { useOptionalStore } from './useOptionalStore.js'

export type UseKitQueryReturnType<TData, TError> = QueryResult<TData, TError> & {
  /** reads again now, past the cache */
  refetch(): Promise<QueryResult<TData, TError>>
}

/**
 * What a query shows before the runtime is there: pending, and reading if it is enabled; an
 * error if the runtime failed to load.
 */
function waitingResult<TData, TError>(
  enabled: boolean,
  failure: unknown,
): QueryResult<TData, TError> {
  const failed = failure !== undefined
  return {
    data: undefined,
    error: failed ? (failure as TError) : null,
    status: failed ? 'error' : 'pending',
    fetchStatus: enabled && !failed ? 'fetching' : 'idle',
    isPending: !failed,
    isSuccess: false,
    isError: failed,
    isFetching: enabled && !failed,
    isPaused: false,
    failureCount: failed ? 1 : 0,
    dataUpdatedAt: 0,
  }
}

/**
 * One of core's queries in a component: the kit's cache, retry and statuses. Parameters that
 * change the key read again; results shared by key across components. The query runtime loads
 * when a query is first enabled, so a query that waits (no account yet) costs the page nothing.
 */
export function useKitQuery<TData, TError = Error>(
  options: KitQueryOptions<TData>,
): UseKitQueryReturnType<TData, TError> {
  const kit = useKit()
  const enabled = options.enabled !== false
  const { queries, failure, load } = useKitQueries(kit, enabled)
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per kit; options follow below
  const query = useMemo(() => queries?.createQuery<TData, TError>(kit, options), [kit, queries])
  const key = JSON.stringify(options.queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and enabled say when to follow
  useEffect(() => query?.setOptions(options), [query, key, options.enabled])
  // the store re-renders on news; the render reads the result of these very options
  useOptionalStore(query?.$result)
  const result = query ? query.peek(options) : waitingResult<TData, TError>(enabled, failure)
  return useMemo(
    () => ({
      ...result,
      refetch: query
        ? query.refetch
        : async () => (await load()).createQuery<TData, TError>(kit, options).refetch(),
    }),
    [result, query, kit, options, load],
  )
}
