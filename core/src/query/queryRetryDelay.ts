import { QUERY_RETRY } from '../constants.js'

/** The wait before retry number `failureCount + 1`: 1 s, 2 s, 4 s... never above 30 s. */
export function queryRetryDelay(failureCount: number): number {
  return Math.min(QUERY_RETRY.baseDelay * 2 ** failureCount, QUERY_RETRY.maxDelay)
}
