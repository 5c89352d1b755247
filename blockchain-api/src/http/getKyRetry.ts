import type { Options } from 'ky'
import { RETRY_STATUS_CODES } from '../constants.js'
import { RequestAbortedError } from '../errors/request.js'
import { getRetryDelay, type RetryOptions, UNPROCESSED_STATUS_CODES } from './getRetryDelay.js'
import type { Sleep } from './sleep.js'

export type GetKyRetryParameters = {
  endpoint: string
  retry: RetryOptions
  /** false for calls that change state on the server (see getRetryDelay) */
  idempotent: boolean
  sleep: Sleep
  signal?: AbortSignal | undefined
  /** the typed error for what ky caught (an HTTPError becomes an HttpStatusError) */
  toError: (error: unknown) => Promise<unknown>
}

/**
 * The spec's retry policy as ky options: ky runs the attempts, counts them against `limit` and
 * retries only the listed statuses; its beforeRetry hook waits what getRetryDelay says, or
 * gives up with the typed error.
 */
export function getKyRetry(p: GetKyRetryParameters): Pick<Options, 'retry' | 'hooks'> {
  return {
    retry: {
      limit: p.retry.count,
      // whether a call may repeat follows its `idempotent` flag, not its method (a read can be a POST)
      methods: ['get', 'post'],
      statusCodes: [...(p.idempotent ? RETRY_STATUS_CODES : UNPROCESSED_STATUS_CODES)],
      // ky 1.9.1 waits maxRetryAfter when Retry-After asks for more (the spec gives up) and dates it by Date.now(), not the kit's clock
      afterStatusCodes: [],
      // ky's own timer cannot be replaced, and every wait must go through the options' `sleep`
      delay: () => 0,
    },
    hooks: {
      beforeRetry: [
        async ({ error, retryCount }) => {
          const typed = await p.toError(error)
          const delay = getRetryDelay({
            error: typed,
            attempt: retryCount,
            retry: p.retry,
            idempotent: p.idempotent,
          })
          if (delay === undefined) throw typed
          try {
            await p.sleep(delay, p.signal)
          } catch (reason) {
            throw new RequestAbortedError({ endpoint: p.endpoint, cause: reason })
          }
        },
      ],
    },
  }
}
