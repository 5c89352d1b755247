import type { KitQueryOptions, QueryResult } from './types.js'

/**
 * A query's result before the query library has loaded: pending, and fetching when enabled
 * (it reads as soon as the library is there), as a new query's first result is. With `error`
 * (the library failed to load), an error with no data.
 */
export function pendingQueryResult<TData, TError>(
  options: KitQueryOptions<TData>,
  error?: TError,
): QueryResult<TData, TError> {
  const failed = error !== undefined
  const fetching = !failed && options.enabled !== false
  return {
    data: undefined,
    error: failed ? error : null,
    status: failed ? 'error' : 'pending',
    fetchStatus: fetching ? 'fetching' : 'idle',
    isPending: !failed,
    isSuccess: false,
    isError: failed,
    isFetching: fetching,
    isPaused: false,
    failureCount: failed ? 1 : 0,
    dataUpdatedAt: 0,
  }
}
