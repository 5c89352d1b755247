import { describe, expect, test } from 'vitest'
import { parseRetryAfter, withRetryAfter } from './withRetryAfter.js'

const now = Date.parse('2026-03-01T10:00:00Z')

describe('parseRetryAfter', () => {
  test('default: seconds and HTTP-dates', () => {
    expect(parseRetryAfter('3', now)).toBe(3)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:02 GMT', now)).toBe(2)
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBe(undefined)
    expect(parseRetryAfter('-4', now)).toBe(undefined)
  })
})

describe('withRetryAfter', () => {
  const answer = (status: number, retryAfter?: string) => async () =>
    new Response('{}', { status, headers: retryAfter ? { 'Retry-After': retryAfter } : {} })

  test('behavior: an HTTP-date becomes seconds viem can read', async () => {
    const fetchFn = withRetryAfter(answer(503, 'Sun, 01 Mar 2026 10:00:04 GMT'), { now: () => now })
    const response = await fetchFn('http://127.0.0.1/')
    expect(response.status).toBe(503)
    expect(response.headers.get('Retry-After')).toBe('4')
  })

  test('behavior: a long wait is capped, an unreadable one is no wait', async () => {
    const long = await withRetryAfter(answer(429, '86400'))('http://127.0.0.1/')
    expect(long.headers.get('Retry-After')).toBe('10')
    const unreadable = await withRetryAfter(answer(429, 'later'))('http://127.0.0.1/')
    expect(unreadable.headers.get('Retry-After')).toBe('0')
  })

  test('behavior: other statuses pass untouched', async () => {
    const original = new Response('{}', { status: 200, headers: { 'Retry-After': 'x' } })
    expect(await withRetryAfter(async () => original)('http://127.0.0.1/')).toBe(original)
  })
})
