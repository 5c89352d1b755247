import { parseRetryAfter, RequestAbortedError, type Sleep } from '@walletport/blockchain-api'
import { RPC_RETRY, RPC_RETRY_STATUS_CODES, RPC_TIMEOUT } from '../constants.js'
import { matchBatchById } from './matchBatchById.js'
import { rpcAttempt } from './rpcAttempt.js'

export type CreateRpcFetchParameters = {
  fetch?: typeof globalThis.fetch | undefined
  /** ms per attempt, connect, headers and body together; 10 s */
  timeout?: number | undefined
  /** retries after the first attempt and the first delay, doubled each time: 3 from 150 ms */
  retry?: { count: number; delay: number } | undefined
  /** the longest Retry-After honoured; a longer one ends the retries */
  maxRetryAfter?: number | undefined
  /** false for calls that may have acted on the server (a broadcast): no retry after a send */
  idempotent?: boolean | undefined
  sleep?: Sleep | undefined
  now?: (() => number) | undefined
}

const wait: Sleep = (ms, signal) =>
  new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    const onAbort = () => {
      clearTimeout(timer)
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })

const urlOf = (input: RequestInfo | URL) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url

/**
 * Docs: /core/adapters#createRpcFetch. The chain-RPC rules as a fetch, for
 * any client that takes one (web3.js, Esplora): a deadline per attempt that covers connect,
 * headers and body and holds even if the fetch beneath ignores its signal; retries on 403,
 * 408, 413, 429, 500, 502, 503, 504 and network failures, 150 ms doubling, or the server's
 * Retry-After; batch answers matched to requests by id. The body is read within the
 * deadline, so the Response returned never stalls. Throws RequestTimeoutError,
 * RequestAbortedError or NetworkRequestFailedError; a last failing status is returned as is.
 */
export function createRpcFetch({
  fetch = globalThis.fetch,
  timeout = RPC_TIMEOUT,
  retry = RPC_RETRY,
  maxRetryAfter = RPC_TIMEOUT,
  idempotent = true,
  sleep = wait,
  now = Date.now,
}: CreateRpcFetchParameters = {}): typeof globalThis.fetch {
  const retryable: ReadonlySet<number> = new Set(RPC_RETRY_STATUS_CODES)

  async function pause(url: string, ms: number, signal: AbortSignal | null | undefined) {
    try {
      await sleep(ms, signal ?? undefined)
    } catch (reason) {
      throw new RequestAbortedError({ endpoint: url, cause: reason })
    }
  }

  return async (input, init) => {
    const url = urlOf(input)
    const request = await readRequest(input, init)
    for (let count = 0; ; count++) {
      const last = count >= retry.count
      let result: Awaited<ReturnType<typeof rpcAttempt>>
      try {
        result = await rpcAttempt({ fetch, url, init: request, timeout })
      } catch (error) {
        if (last || !idempotent || error instanceof RequestAbortedError) throw error
        await pause(url, retry.delay * 2 ** count, request?.signal)
        continue
      }
      const { response, text } = result
      // 429 and 503 turn a request away unprocessed, so even a broadcast may repeat
      const unprocessed = response.status === 429 || response.status === 503
      if (!last && (unprocessed || (idempotent && retryable.has(response.status)))) {
        const asked = parseRetryAfter(response.headers.get('retry-after'), now())
        if (asked === undefined || asked <= maxRetryAfter) {
          await pause(url, asked ?? retry.delay * 2 ** count, request?.signal)
          continue
        }
      }
      return toResponse(response, text, request?.body)
    }
  }
}

/**
 * A Request carries its own method, headers and body: read them once, so each attempt sends
 * the same and the signal is given to fetch directly.
 */
async function readRequest(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): Promise<RequestInit | undefined> {
  if (!(input instanceof Request)) return init
  return {
    method: input.method,
    headers: input.headers,
    body: input.method === 'GET' ? undefined : await input.text(),
    signal: input.signal,
    ...init,
  }
}

/** the answer, its body read and batch items matched to the request's ids */
function toResponse(response: Response, text: string, sent: RequestInit['body']): Response {
  // the body is decoded text now: its length and encoding headers no longer apply
  const headers = new Headers(response.headers)
  headers.delete('content-length')
  headers.delete('content-encoding')
  const body = response.ok ? matchBatchById(sent, text) : text
  return new Response(body === '' ? null : body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
