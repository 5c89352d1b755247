import { expect, test } from 'vitest'
import { QUERY_RETRY } from '../constants.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { getRetryDelay } from './getRetryDelay.js'

const endpoint = 'GET /t'
const status = (code: number, retryAfter?: number) =>
  new HttpStatusError({ endpoint, status: code, retryAfter })
const delay = (error: unknown, attempt = 1, idempotent = true) =>
  getRetryDelay({ error, attempt, retry: QUERY_RETRY, idempotent })

test('default', () => {
  expect([1, 2, 3, 4].map((attempt) => delay(status(500), attempt))).toEqual([
    1000,
    2000,
    4000,
    undefined,
  ])
})

test('parameters: maxDelay caps the backoff', () => {
  const retry = { count: 10, baseDelay: 1000, maxDelay: 30_000 }
  expect(getRetryDelay({ error: status(500), attempt: 8, retry, idempotent: true })).toBe(30_000)
})

test('behavior: the retried statuses', () => {
  const retried = [400, 401, 403, 404, 408, 409, 413, 422, 429, 500, 501, 502, 503, 504].filter(
    (code) => delay(status(code)) !== undefined,
  )
  expect(retried).toEqual([408, 429, 500, 502, 503, 504])
})

test('behavior: writes retry only on 429 and 503', () => {
  const retried = [408, 429, 500, 502, 503, 504].filter(
    (code) => delay(status(code), 1, false) !== undefined,
  )
  expect(retried).toEqual([429, 503])
  expect(delay(new RequestTimeoutError({ endpoint, timeout: 1 }), 1, false)).toBeUndefined()
  expect(delay(new NetworkRequestFailedError({ endpoint }), 1, false)).toBeUndefined()
})

test('behavior: Retry-After replaces the backoff, up to maxDelay', () => {
  expect(delay(status(429, 0))).toBe(0)
  expect(delay(status(429, 30_000), 3)).toBe(30_000)
  expect(delay(status(429, 30_001))).toBeUndefined()
})

test('behavior: network failures and time-outs are retried; the rest is not', () => {
  expect(delay(new NetworkRequestFailedError({ endpoint }))).toBe(1000)
  expect(delay(new RequestTimeoutError({ endpoint, timeout: 1 }))).toBe(1000)
  expect(delay(new RequestAbortedError({ endpoint }))).toBeUndefined()
  expect(delay(new InvalidResponseError({ endpoint, field: '', issue: 'x' }))).toBeUndefined()
  expect(delay(new Error('x'))).toBeUndefined()
})
