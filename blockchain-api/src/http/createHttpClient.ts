import ky from 'ky'
import type * as v from 'valibot'
import { DEFAULT_REQUEST_TIMEOUT, QUERY_RETRY } from '../constants.js'
import { type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { getRetryDelay, type RetryOptions } from './getRetryDelay.js'
import { parseResponse } from './parseResponse.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { readBody as readCappedBody } from './readBody.js'
import { readProviderMessage } from './readProviderMessage.js'
import type { ServiceOptions } from './ServiceOptions.js'
import { settleBy } from './settleBy.js'
import { sleep as defaultSleep } from './sleep.js'

export type QueryValue = string | number | boolean | undefined

export type HttpClientOptions = Omit<ServiceOptions, 'baseUrl'> & {
  baseUrl: string
  /** an alert for a status regardless of the body (analytics: 403) */
  alertForStatus?: ((status: number) => Alert | undefined) | undefined
}

export type RequestParameters = {
  /** the method and documented path, for errors: 'GET /v1/identity/{address}' */
  endpoint: string
  method: 'GET' | 'POST'
  /** relative to the base URL, without a leading slash */
  path: string
  query?: Record<string, QueryValue> | undefined
  json?: unknown
  signal?: AbortSignal | undefined
  cache?: RequestCache | undefined
  /** false for calls that change state on the server (see getRetryDelay) */
  idempotent?: boolean | undefined
}

export type HttpClient = ReturnType<typeof createHttpClient>

/**
 * The one HTTP path of the package: ky builds each request; this adds the project id and
 * SDK query, a time-out over headers and body, a cap on the body's size (readBody), abort,
 * retries with backoff and Retry-After, and turns every failure into a typed error.
 */
export function createHttpClient(options: HttpClientOptions) {
  const timeout = options.timeout ?? DEFAULT_REQUEST_TIMEOUT
  const retry: RetryOptions =
    options.retry === false
      ? { count: 0, baseDelay: 0, maxDelay: 0 }
      : { ...QUERY_RETRY, ...options.retry }
  const sleep = options.sleep ?? defaultSleep
  const now = options.now ?? Date.now
  const notified = new Set<AlertCode>()
  const fetch = options.fetch ?? globalThis.fetch
  // ky keeps a clone of each request for retries and, when done, waits for the clone's body
  // to cancel, which a tee'd stream only does once the sent body is read or cancelled too:
  // a fetch that never reads a POST body (a stub, some polyfills) would hang every POST
  const send: typeof globalThis.fetch = async (input, init) => {
    try {
      return await fetch(input, init)
    } finally {
      if (input instanceof Request && !input.bodyUsed) input.body?.cancel().catch(() => {})
    }
  }
  const api = ky.create({
    prefixUrl: options.baseUrl,
    fetch: send,
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
  })

  function searchParams(query: Record<string, QueryValue> = {}) {
    const params = new URLSearchParams()
    const all = {
      ...query,
      projectId: options.projectId,
      st: options.sdkType,
      sv: options.sdkVersion,
    }
    for (const [key, value] of Object.entries(all))
      if (value !== undefined) params.set(key, String(value))
    return params
  }

  function notify(alert: Alert | undefined) {
    if (!alert || notified.has(alert.code)) return
    notified.add(alert.code)
    options.onAlert?.(alert)
  }

  /** One attempt; resolves with the body text, or undefined when the body is not wanted. */
  async function attempt(p: RequestParameters, readBody: boolean) {
    if (p.signal?.aborted)
      throw new RequestAbortedError({ endpoint: p.endpoint, cause: p.signal.reason })
    const timer = new AbortController()
    const id = setTimeout(() => timer.abort(), timeout)
    const signal = p.signal ? AbortSignal.any([p.signal, timer.signal]) : timer.signal
    let status: number
    let headers: Headers
    let text = ''
    try {
      // the deadline holds even if the fetch underneath drops the signal: the signal goes to
      // fetch directly (not only inside ky's Request, which Node's fetch can lose), and every
      // stage (connect, headers, body) is raced against it
      const response = await settleBy(
        signal,
        api(p.path, {
          method: p.method,
          searchParams: searchParams(p.query),
          json: p.json,
          signal,
          cache: p.cache,
          fetch: (input, init) => send(input, { ...init, signal }),
        }),
      )
      status = response.status
      headers = response.headers
      try {
        if (readBody || !response.ok)
          text = await settleBy(signal, readCappedBody(response, { endpoint: p.endpoint, signal }))
        else await settleBy(signal, response.body?.cancel() ?? Promise.resolve())
      } catch (error) {
        response.body?.cancel().catch(() => {})
        // an error status keeps its meaning (and its retries) without the oversized text
        if (!(error instanceof InvalidResponseError && !response.ok)) throw error
      }
    } catch (error) {
      // an oversized body is the service's fault, not the network's, and a retry would repeat it
      if (error instanceof InvalidResponseError) throw error
      if (p.signal?.aborted)
        throw new RequestAbortedError({ endpoint: p.endpoint, cause: p.signal.reason })
      if (timer.signal.aborted) throw new RequestTimeoutError({ endpoint: p.endpoint, timeout })
      throw new NetworkRequestFailedError({ endpoint: p.endpoint, cause: error })
    } finally {
      clearTimeout(id)
    }
    if (status < 200 || status > 299) {
      const alert = getAlertForMessage(text) ?? options.alertForStatus?.(status)
      notify(alert)
      throw new HttpStatusError({
        endpoint: p.endpoint,
        status,
        providerMessage: readProviderMessage(text),
        alert,
        retryAfter: parseRetryAfter(headers.get('retry-after'), now()),
      })
    }
    return readBody ? text : undefined
  }

  async function withRetry(p: RequestParameters, readBody: boolean) {
    for (let attempts = 1; ; attempts++) {
      try {
        return await attempt(p, readBody)
      } catch (error) {
        const delay = getRetryDelay({
          error,
          attempt: attempts,
          retry,
          idempotent: p.idempotent !== false,
        })
        if (delay === undefined) throw error
        try {
          await sleep(delay, p.signal)
        } catch (reason) {
          throw new RequestAbortedError({ endpoint: p.endpoint, cause: reason })
        }
      }
    }
  }

  return {
    /** Sends the request and parses the JSON body with `schema`. */
    async request<const TSchema extends v.GenericSchema>(
      schema: TSchema,
      p: RequestParameters,
    ): Promise<v.InferOutput<TSchema>> {
      const text = (await withRetry(p, true)) ?? ''
      let data: unknown
      try {
        data = text === '' ? undefined : JSON.parse(text)
      } catch {
        throw new InvalidResponseError({
          endpoint: p.endpoint,
          field: '',
          issue: 'Body is not valid JSON',
        })
      }
      return parseResponse(schema, data, p.endpoint)
    },
    /** Sends the request; the response body is not read. */
    async send(p: RequestParameters): Promise<void> {
      await withRetry(p, false)
    },
    /** The absolute URL of a GET path with the project id and SDK query, for image sources. */
    url(path: string, query?: Record<string, QueryValue>): string {
      const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
      return `${base}${path}?${searchParams(query).toString()}`
    },
  }
}
