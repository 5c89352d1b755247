import ky, { HTTPError } from 'ky'
import type * as v from 'valibot'
import { DEFAULT_REQUEST_TIMEOUT, QUERY_RETRY } from '../constants.js'
import { type Alert, type AlertCode, getAlertForMessage } from '../errors/alerts.js'
import { BaseError } from '../errors/BaseError.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestAbortedError,
} from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { createAttemptFetch } from './createAttemptFetch.js'
import { getKyRetry } from './getKyRetry.js'
import type { RetryOptions } from './getRetryDelay.js'
import { parseResponse } from './parseResponse.js'
import { parseRetryAfter } from './parseRetryAfter.js'
import { readProviderMessage } from './readProviderMessage.js'
import type { ServiceOptions } from './ServiceOptions.js'
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
 * The one HTTP path of the package: ky builds and retries each request (getKyRetry); this adds
 * the project id and SDK query, a time-out over headers and body and a cap on the body's size
 * (createAttemptFetch), and turns every failure into a typed error.
 */
export function createHttpClient(options: HttpClientOptions) {
  const timeout = options.timeout ?? DEFAULT_REQUEST_TIMEOUT
  const retry: RetryOptions =
    options.retry === false
      ? { count: 0, baseDelay: 0, maxDelay: 0 }
      : { ...QUERY_RETRY, ...options.retry }
  const sleep = options.sleep ?? defaultSleep
  const fetch = withRequestBodyCancelled(options.fetch ?? globalThis.fetch)
  const toStatusError = createStatusErrors(options)
  const api = ky.create({ prefixUrl: options.baseUrl, timeout: false })
  const searchParams = (query?: Record<string, QueryValue>) => getSearchParams(options, query)

  /** Every failure as a typed error: what ky rethrows may be its HTTPError or an abort reason. */
  async function toError(error: unknown, p: RequestParameters): Promise<unknown> {
    if (error instanceof HTTPError) return toStatusError(error, p.endpoint)
    if (error instanceof BaseError) return error
    if (p.signal?.aborted)
      return new RequestAbortedError({ endpoint: p.endpoint, cause: p.signal.reason })
    return new NetworkRequestFailedError({ endpoint: p.endpoint, cause: error })
  }

  /** Resolves with the body text, or '' when the body is not wanted. */
  async function call(p: RequestParameters, readBody: boolean): Promise<string> {
    const idempotent = p.idempotent !== false
    const typed = (error: unknown) => toError(error, p)
    try {
      const response = await api(p.path, {
        method: p.method,
        searchParams: searchParams(p.query),
        json: p.json,
        signal: p.signal,
        cache: p.cache,
        fetch: createAttemptFetch({
          fetch,
          endpoint: p.endpoint,
          timeout,
          signal: p.signal,
          readBody,
        }),
        ...getKyRetry({
          endpoint: p.endpoint,
          retry,
          idempotent,
          sleep,
          signal: p.signal,
          toError: typed,
        }),
      })
      return await response.text()
    } catch (error) {
      throw await typed(error)
    }
  }

  return {
    /** Sends the request and parses the JSON body with `schema`. */
    async request<const TSchema extends v.GenericSchema>(
      schema: TSchema,
      p: RequestParameters,
    ): Promise<v.InferOutput<TSchema>> {
      const data = parseJson(await call(p, true), p.endpoint)
      return parseResponse(schema, data, p.endpoint)
    },
    /** Sends the request; the response body is not read. */
    async send(p: RequestParameters): Promise<void> {
      await call(p, false)
    },
    /** The absolute URL of a GET path with the project id and SDK query, for image sources. */
    url(path: string, query?: Record<string, QueryValue>): string {
      const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`
      return `${base}${path}?${searchParams(query).toString()}`
    },
  }
}

function parseJson(text: string, endpoint: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text)
  } catch {
    throw new InvalidResponseError({ endpoint, field: '', issue: 'Body is not valid JSON' })
  }
}

function getSearchParams(options: HttpClientOptions, query: Record<string, QueryValue> = {}) {
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

/**
 * ky keeps a clone of each request for retries and, when done, waits for the clone's body to
 * cancel, which a tee'd stream only does once the sent body is read or cancelled too: a fetch
 * that never reads a POST body (a stub, some polyfills) would hang every POST.
 */
function withRequestBodyCancelled(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    try {
      return await fetch(input, init)
    } finally {
      if (input instanceof Request && !input.bodyUsed) input.body?.cancel().catch(() => {})
    }
  }
}

/** An HttpStatusError from ky's HTTPError, reporting its alert once per code per instance. */
function createStatusErrors(options: HttpClientOptions) {
  const now = options.now ?? Date.now
  const notified = new Set<AlertCode>()
  return async (error: HTTPError, endpoint: string) => {
    const { status, headers } = error.response
    const text = await error.response.text()
    const alert: Alert | undefined = getAlertForMessage(text) ?? options.alertForStatus?.(status)
    if (alert && !notified.has(alert.code)) {
      notified.add(alert.code)
      options.onAlert?.(alert)
    }
    return new HttpStatusError({
      endpoint,
      status,
      providerMessage: readProviderMessage(text),
      alert,
      retryAfter: parseRetryAfter(headers.get('retry-after'), now()),
    })
  }
}
