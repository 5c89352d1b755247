import {
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { readBody as readCappedBody } from './readBody.js'
import { settleBy } from './settleBy.js'

export type AttemptFetchParameters = {
  fetch: typeof globalThis.fetch
  endpoint: string
  /** ms for one attempt, headers and body together */
  timeout: number
  /** the caller's signal */
  signal?: AbortSignal | undefined
  /** false when only the status matters: a 2xx body is cancelled unread */
  readBody: boolean
}

/**
 * One attempt, given to ky as its `fetch`: a deadline over headers and body, the capped body
 * read within it, the answer handed back buffered, and every failure a typed error.
 * Hand-written because ky's `timeout` ends at the headers and ky never retries its TimeoutError.
 */
export function createAttemptFetch(p: AttemptFetchParameters): typeof globalThis.fetch {
  return async (input, init) => {
    if (p.signal?.aborted)
      throw new RequestAbortedError({ endpoint: p.endpoint, cause: p.signal.reason })
    const timer = new AbortController()
    const id = setTimeout(() => timer.abort(), p.timeout)
    const signal = p.signal ? AbortSignal.any([p.signal, timer.signal]) : timer.signal
    try {
      // the deadline holds even if the fetch underneath drops the signal: the signal goes to
      // fetch directly (not only inside ky's Request, which Node's fetch can lose), and every
      // stage (connect, headers, body) is raced against it
      const response = await settleBy(signal, p.fetch(input, { ...init, signal }))
      const text = await readText(response, p, signal)
      const { status, statusText, headers } = response
      return new Response(text === '' ? null : text, { status, statusText, headers })
    } catch (error) {
      // an oversized body is the service's fault, not the network's, and a retry would repeat it
      if (error instanceof InvalidResponseError) throw error
      if (p.signal?.aborted)
        throw new RequestAbortedError({ endpoint: p.endpoint, cause: p.signal.reason })
      if (timer.signal.aborted)
        throw new RequestTimeoutError({ endpoint: p.endpoint, timeout: p.timeout })
      throw new NetworkRequestFailedError({ endpoint: p.endpoint, cause: error })
    } finally {
      clearTimeout(id)
    }
  }
}

async function readText(response: Response, p: AttemptFetchParameters, signal: AbortSignal) {
  try {
    if (p.readBody || !response.ok)
      return await settleBy(signal, readCappedBody(response, { endpoint: p.endpoint, signal }))
    await settleBy(signal, response.body?.cancel() ?? Promise.resolve())
    return ''
  } catch (error) {
    response.body?.cancel().catch(() => {})
    // an error status keeps its meaning (and its retries) without the oversized text
    if (error instanceof InvalidResponseError && !response.ok) return ''
    throw error
  }
}
