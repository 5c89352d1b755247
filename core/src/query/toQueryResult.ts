import type { QueryObserverResult } from '@tanstack/query-core'
import type { QueryResult } from './types.js'

/** The library's result narrowed to the fields the kit promises. */
export function toQueryResult<TData, TError>(
  result: QueryObserverResult<TData, TError>,
): QueryResult<TData, TError> {
  return {
    data: result.data,
    error: result.error,
    status: result.status,
    fetchStatus: result.fetchStatus,
    isPending: result.isPending,
    isSuccess: result.isSuccess,
    isError: result.isError,
    isFetching: result.isFetching,
    isPaused: result.isPaused,
    failureCount: result.failureCount,
    dataUpdatedAt: result.dataUpdatedAt,
  }
}
