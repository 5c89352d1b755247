import {
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
  settleBy,
} from '@walletport/blockchain-api'

export type RpcAttemptParameters = {
  fetch: typeof globalThis.fetch
  url: string
  init: RequestInit | undefined
  /** ms for connect, headers and body together */
  timeout: number
}

/**
 * One RPC call within a deadline that covers connect, headers and body, and holds even if
 * the fetch beneath ignores its signal. Throws RequestAbortedError (the caller's signal),
 * RequestTimeoutError or NetworkRequestFailedError.
 */
export async function rpcAttempt({
  fetch,
  url,
  init,
  timeout,
}: RpcAttemptParameters): Promise<{ response: Response; text: string }> {
  const caller = init?.signal ?? undefined
  if (caller?.aborted) throw new RequestAbortedError({ endpoint: url, cause: caller.reason })
  const timer = new AbortController()
  const id = setTimeout(() => timer.abort(), timeout)
  const signal = caller ? AbortSignal.any([caller, timer.signal]) : timer.signal
  try {
    const response = await settleBy(signal, fetch(url, { ...init, signal }))
    const text = await settleBy(signal, response.text()).catch((error: unknown) => {
      response.body?.cancel().catch(() => {})
      throw error
    })
    return { response, text }
  } catch (error) {
    if (caller?.aborted) throw new RequestAbortedError({ endpoint: url, cause: caller.reason })
    if (timer.signal.aborted) throw new RequestTimeoutError({ endpoint: url, timeout })
    throw new NetworkRequestFailedError({ endpoint: url, cause: error })
  } finally {
    clearTimeout(id)
  }
}
