import { QueryObserver } from '@tanstack/query-core'
import type { Kit } from '../kit/types.js'
import { getQueryClient } from './getQueryClient.js'
import { toQueryResult } from './toQueryResult.js'
import type { KitQueryOptions, QueryResult } from './types.js'

/** One query followed in the kit's cache, in the kit's own result shape. */
export type QueryObservation<TData, TError> = {
  /** what these (or the current) options show now, from the cache, changing nothing */
  optimistic(options?: KitQueryOptions<TData>): QueryResult<TData, TError>
  current(): QueryResult<TData, TError>
  subscribe(listener: (result: QueryResult<TData, TError>) => void): () => void
  setOptions(options: KitQueryOptions<TData>): void
  refetch(): Promise<QueryResult<TData, TError>>
}

/**
 * A QueryObserver over the kit's client. The part of createQuery that needs
 * @tanstack/query-core: it loads on the kit's first query, not with the page (loadQueryRuntime).
 */
export function observeQuery<TData, TError>(
  kit: Kit,
  options: KitQueryOptions<TData>,
): QueryObservation<TData, TError> {
  const client = getQueryClient(kit)
  const observer = new QueryObserver<TData, TError>(client, options)
  return {
    optimistic: (next) =>
      toQueryResult(
        observer.getOptimisticResult(client.defaultQueryOptions(next ?? observer.options)),
      ),
    current: () => toQueryResult(observer.getCurrentResult()),
    subscribe: (listener) => observer.subscribe((result) => listener(toQueryResult(result))),
    setOptions: (next) => observer.setOptions(next),
    refetch: async () => toQueryResult(await observer.refetch()),
  }
}
