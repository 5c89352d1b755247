import { RPC_RETRY_STATUS_CODES } from '@walletport/core'
import { RPC_MAX_RETRY_AFTER } from '../constants.js'

type Fetch = typeof fetch

export type WithRetryAfterParameters = {
  /** the longest wait honoured, in ms; a longer Retry-After is shortened to it */
  maxRetryAfter?: number | undefined
  now?: () => number
}

/**
 * Docs: /adapters-evm/transports#withRetryAfter. Wraps a fetch so viem's HTTP transport
 * honours every Retry-After form: viem reads whole seconds only, so an HTTP-date is turned
 * into seconds, and any value is capped. The status codes and retries stay viem's.
 */
export function withRetryAfter(
  fetchFn: Fetch = globalThis.fetch,
  { maxRetryAfter = RPC_MAX_RETRY_AFTER, now = Date.now }: WithRetryAfterParameters = {},
): Fetch {
  const retryable: ReadonlySet<number> = new Set(RPC_RETRY_STATUS_CODES)
  return async (input, init) => {
    const response = await fetchFn(input, init)
    if (!retryable.has(response.status)) return response
    const header = response.headers.get('Retry-After')
    if (header === null) return response
    const seconds = parseRetryAfter(header, now())
    const capped = Math.min(seconds ?? 0, Math.ceil(maxRetryAfter / 1000))
    const headers = new Headers(response.headers)
    headers.set('Retry-After', String(capped))
    return new Response(response.body, {
      status: response.status,
      statusText: response.statusText,
      headers,
    })
  }
}

/** Retry-After is delay-seconds or an HTTP-date (RFC 9110, 10.2.3); undefined when neither. */
export function parseRetryAfter(value: string, now: number): number | undefined {
  const trimmed = value.trim()
  if (/^\d+$/.test(trimmed)) return Number.parseInt(trimmed, 10)
  // an HTTP-date names its weekday and month; Date.parse alone would take '-4' as a year
  if (!/^[A-Za-z]{3}, /.test(trimmed)) return undefined
  const date = Date.parse(trimmed)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, Math.ceil((date - now) / 1000))
}
