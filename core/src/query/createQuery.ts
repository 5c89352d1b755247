import { QueryObserver } from '@tanstack/query-core'
import { atom, onMount, type ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'
import { getQueryClient } from './getQueryClient.js'
import { toQueryResult } from './toQueryResult.js'
import type { KitQueryOptions, QueryResult } from './types.js'

export type KitQuery<TData, TError = Error> = {
  /** the query's state; reading starts when the store gets its first listener */
  readonly $result: ReadableAtom<QueryResult<TData, TError>>
  /** follows other parameters (a new key reads again, cached results come back at once) */
  setOptions(options: KitQueryOptions<TData>): void
  /** reads again now, past the cache; the result arrives in `$result` */
  refetch(): Promise<QueryResult<TData, TError>>
  /**
   * the result `options` would show now, from the cache, changing nothing: what a render
   * shows in the moment between new parameters and setOptions
   */
  peek(options: KitQueryOptions<TData>): QueryResult<TData, TError>
}

/**
 * Docs: /core/query/createQuery. A store over one of the kit's queries (balanceQueryOptions,
 * historyQueryOptions...): statuses, retry and garbage collection, one cache per kit. Headless
 * apps subscribe to `$result`; react-ui's hooks are built on it.
 *
 * @example
 * const balance = createQuery(kit, balanceQueryOptions(kit, {}))
 * balance.$result.subscribe(({ status, data }) => render(status, data))
 */
export function createQuery<TData, TError = Error>(
  kit: Kit,
  options: KitQueryOptions<TData>,
): KitQuery<TData, TError> {
  const client = getQueryClient(kit)
  const observer = new QueryObserver<TData, TError>(client, options)
  const optimistic = (next = observer.options) =>
    toQueryResult(observer.getOptimisticResult(client.defaultQueryOptions(next)))
  const $result = atom(optimistic())
  onMount($result, () => {
    // the current result first: the cache may have moved while nobody listened
    $result.set(toQueryResult(observer.getCurrentResult()))
    return observer.subscribe((result) => $result.set(toQueryResult(result)))
  })
  return {
    $result,
    setOptions(next) {
      observer.setOptions(next)
      // without listeners the observer does not report, so the store is brought up to date here
      $result.set(optimistic())
    },
    refetch: async () => toQueryResult(await observer.refetch()),
    peek: (next) => optimistic(next),
  }
}
