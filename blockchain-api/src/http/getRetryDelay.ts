import { RETRY_STATUS_CODES } from '../constants.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestTimeoutError,
} from '../errors/request.js'

/** turned away unprocessed, so even a call that changes state may repeat */
export const UNPROCESSED_STATUS_CODES = [429, 503] as const

export type RetryOptions = {
  /** retries after the first attempt */
  count: number
  /** the first backoff, doubled on each retry */
  baseDelay: number
  /** the longest backoff; a longer Retry-After ends the retries */
  maxDelay: number
}

export type GetRetryDelayParameters = {
  error: unknown
  /** the 1-based number of the attempt that failed */
  attempt: number
  retry: RetryOptions
  /** false for calls that change state on the server: they retry only on 429 and 503 */
  idempotent: boolean
}

/** How long to wait before the next attempt, or undefined to give up with `error`. */
export function getRetryDelay({
  error,
  attempt,
  retry,
  idempotent,
}: GetRetryDelayParameters): number | undefined {
  if (attempt > retry.count) return undefined
  if (error instanceof HttpStatusError) {
    const unprocessed = UNPROCESSED_STATUS_CODES.some((status) => status === error.status)
    const retryable = RETRY_STATUS_CODES.some((status) => status === error.status)
    if (!unprocessed && !(idempotent && retryable)) return undefined
    if (error.retryAfter !== undefined)
      // waiting less than asked would only be turned away again
      return error.retryAfter <= retry.maxDelay ? error.retryAfter : undefined
  } else if (error instanceof NetworkRequestFailedError || error instanceof RequestTimeoutError) {
    // the server may have acted on a write before the connection failed
    if (!idempotent) return undefined
  } else return undefined
  return Math.min(retry.baseDelay * 2 ** (attempt - 1), retry.maxDelay)
}
