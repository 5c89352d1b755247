import type { MutationObserverResult } from '@tanstack/query-core'
import type { MutationResult } from './types.js'

/** The library's result narrowed to the fields the kit promises. */
export function toMutationResult<TData, TError, TVariables>(
  result: MutationObserverResult<TData, TError, TVariables, unknown>,
): MutationResult<TData, TError, TVariables> {
  return {
    data: result.data,
    error: result.error,
    status: result.status,
    variables: result.variables,
    isIdle: result.isIdle,
    isPending: result.isPending,
    isSuccess: result.isSuccess,
    isError: result.isError,
  }
}
