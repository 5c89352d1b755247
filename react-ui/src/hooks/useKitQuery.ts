'use client'
import { useStore } from '@nanostores/react'
import { createQuery, type KitQueryOptions, type QueryResult } from '@walletport/core/query'
import { useEffect, useMemo } from 'react'
import { useKit } from './useKit.js'

export type UseKitQueryReturnType<TData, TError> = QueryResult<TData, TError> & {
  /** reads again now, past the cache */
  refetch(): Promise<QueryResult<TData, TError>>
}

/**
 * One of core's queries in a component: the kit's cache, retry and statuses. Parameters that
 * change the key read again; results shared by key across components.
 */
export function useKitQuery<TData, TError = Error>(
  options: KitQueryOptions<TData>,
): UseKitQueryReturnType<TData, TError> {
  const kit = useKit()
  // biome-ignore lint/correctness/useExhaustiveDependencies: one store per kit; options follow below
  const query = useMemo(() => createQuery<TData, TError>(kit, options), [kit])
  const key = JSON.stringify(options.queryKey)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key and enabled say when to follow
  useEffect(() => query.setOptions(options), [query, key, options.enabled])
  // the store re-renders on news; the render reads the result of these very options
  useStore(query.$result)
  const result = query.peek(options)
  return useMemo(() => ({ ...result, refetch: query.refetch }), [result, query])
}
