import * as v from 'valibot'
import { afterAll, afterEach, describe, expect, test, vi } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import {
  HttpStatusError,
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { createTestServer } from '../test/createTestServer.js'
import { createClock, recordSleeps } from '../test/setup.js'
import {
  createHttpClient,
  type HttpClientOptions,
  type RequestParameters,
} from './createHttpClient.js'

const server = await createTestServer()
afterAll(() => server.close())
afterEach(() => server.reset())

const Schema = v.object({ ok: v.boolean() })
const get: RequestParameters = { endpoint: 'GET /t', method: 'GET', path: 't' }
const post: RequestParameters = { endpoint: 'POST /t', method: 'POST', path: 't', json: { a: 1 } }

function client(options: Partial<HttpClientOptions> = {}) {
  return createHttpClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkType: 'walletport',
    sdkVersion: 'js-1.0.0',
    retry: false,
    ...options,
  })
}

/** answers each request with the next reply, the last one over and over */
function replies(key: string, ...list: Parameters<typeof server.route>[1][]) {
  let index = 0
  server.route(key, (request, params) => {
    const handler = list[Math.min(index++, list.length - 1)]
    return handler ? handler(request, params) : { status: 500 }
  })
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

test('default', async () => {
  server.route('GET /t', () => ({ json: { ok: true } }))
  await expect(
    client().request(Schema, { ...get, query: { a: 'x', b: 2, c: undefined } }),
  ).resolves.toEqual({ ok: true })
  const [request] = server.requests
  expect(Object.fromEntries(request?.query ?? [])).toMatchInlineSnapshot(`
    {
      "a": "x",
      "b": "2",
      "projectId": "p1",
      "st": "walletport",
      "sv": "js-1.0.0",
    }
  `)
})

describe('parameters', () => {
  test('parameters: projectId is left out when none is set', async () => {
    server.route('GET /t', () => ({ json: { ok: true } }))
    await client({ projectId: undefined }).request(Schema, get)
    expect(server.requests[0]?.query.has('projectId')).toBe(false)
    expect(server.requests[0]?.query.get('st')).toBe('walletport')
  })

  test('parameters: a base URL with a path, with or without a trailing slash', async () => {
    server.route('GET /api/t', () => ({ json: { ok: true } }))
    await client({ baseUrl: `${server.url}/api` }).request(Schema, get)
    await client({ baseUrl: `${server.url}/api/` }).request(Schema, get)
    expect(server.requestsTo('/api/t')).toHaveLength(2)
  })

  test('parameters: json is sent as a JSON body', async () => {
    server.route('POST /t', () => ({ json: { ok: true } }))
    await client().request(Schema, post)
    expect(server.requests[0]?.json).toEqual({ a: 1 })
    expect(server.requests[0]?.headers['content-type']).toBe('application/json')
  })

  test('parameters: cache no-cache reaches the server as max-age=0', async () => {
    server.route('GET /t', () => ({ json: { ok: true } }))
    await client().request(Schema, { ...get, cache: 'no-cache' })
    await client().request(Schema, get)
    expect(server.requests.map((request) => request.headers['cache-control'])).toEqual([
      'max-age=0',
      undefined,
    ])
  })

  test('parameters: fetch is replaceable', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL) => new Response('{"ok":false}'))
    await expect(client({ fetch }).request(Schema, get)).resolves.toEqual({ ok: false })
    expect(fetch).toHaveBeenCalledOnce()
    expect(server.requests).toHaveLength(0)
  })

  test('parameters: a fetch that never reads a POST body does not hang the call', async () => {
    const fetch = async () => new Response('{"ok":true}')
    await expect(client({ fetch }).request(Schema, post)).resolves.toEqual({ ok: true })
  })
})

describe('behavior: bodies', () => {
  test('behavior: a body that is not JSON is an InvalidResponseError', async () => {
    server.route('GET /t', () => ({ body: '{"ok": tru' }))
    const error = await rejection(client().request(Schema, get))
    expect(error).toBeInstanceOf(InvalidResponseError)
    expect(error).toMatchInlineSnapshot(`
      [InvalidResponseError: Invalid response from GET /t

      Field: (body)
      Issue: Body is not valid JSON

      Details: (body): Body is not valid JSON]
    `)
  })

  test('behavior: a wrong type names the field', async () => {
    server.route('GET /t', () => ({ json: { ok: 'yes' } }))
    const error = await rejection(client().request(Schema, get))
    expect(error).toMatchObject({ name: 'InvalidResponseError', endpoint: 'GET /t', field: 'ok' })
    expect(error).toHaveProperty('issue', 'Invalid type: Expected boolean but received "yes"')
  })

  test('behavior: a missing field names the field', async () => {
    server.route('GET /t', () => ({ json: {} }))
    await expect(client().request(Schema, get)).rejects.toMatchObject({
      name: 'InvalidResponseError',
      field: 'ok',
    })
  })

  test('behavior: an empty body fails the schema at the root', async () => {
    server.route('GET /t', () => ({ status: 204 }))
    await expect(client().request(Schema, get)).rejects.toMatchObject({
      name: 'InvalidResponseError',
      field: '',
    })
  })

  test('behavior: an invalid body is not retried', async () => {
    server.route('GET /t', () => ({ body: '<html>' }))
    const { sleep, delays } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).rejects.toBeInstanceOf(
      InvalidResponseError,
    )
    expect(delays).toEqual([])
  })

  test('behavior: send does not read the body and resolves on any 2xx', async () => {
    server.route('POST /t', () => ({ status: 202, body: 'not json at all' }))
    await expect(client().send(post)).resolves.toBeUndefined()
  })

  test('behavior: url builds an absolute GET URL with the shared query', () => {
    expect(client({ baseUrl: 'https://x.test/api' }).url('img/1', { size: 'sm' })).toBe(
      'https://x.test/api/img/1?size=sm&projectId=p1&st=walletport&sv=js-1.0.0',
    )
  })
})

describe('behavior: HTTP errors', () => {
  test('behavior: a non-2xx status is an HttpStatusError with the provider message', async () => {
    server.route('GET /t', () => ({ status: 400, json: { message: 'chainId is required' } }))
    const error = await rejection(client().request(Schema, get))
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchInlineSnapshot(`
      [HttpStatusError: HTTP request failed with status 400

      Endpoint: GET /t

      Details: chainId is required]
    `)
  })

  test('behavior: a 502 html page keeps its text as the provider message', async () => {
    server.route('GET /t', () => ({ status: 502, body: '<html>Bad Gateway</html>' }))
    await expect(client().request(Schema, get)).rejects.toMatchObject({
      status: 502,
      providerMessage: '<html>Bad Gateway</html>',
    })
  })

  test.each([
    ['Unauthorized: origin not allowed', ALERTS.INVALID_APP_CONFIGURATION],
    ['Unauthorized: invalid key', ALERTS.INVALID_PROJECT_ID],
    ['JWT validation error: JWT Token is not yet valid', ALERTS.JWT_TOKEN_NOT_VALID],
  ])('behavior: %s maps to its alert', async (message, alert) => {
    server.route('GET /t', () => ({ status: 403, json: { message } }))
    const onAlert = vi.fn()
    await expect(client({ onAlert }).request(Schema, get)).rejects.toMatchObject({ alert })
    expect(onAlert).toHaveBeenCalledWith(alert)
  })

  test('behavior: onAlert is called once per alert code per instance', async () => {
    server.route('GET /t', () => ({ status: 401, body: 'Unauthorized: invalid key' }))
    const onAlert = vi.fn()
    const http = client({ onAlert })
    await expect(http.request(Schema, get)).rejects.toBeInstanceOf(HttpStatusError)
    await expect(http.request(Schema, get)).rejects.toBeInstanceOf(HttpStatusError)
    expect(onAlert).toHaveBeenCalledOnce()
    await expect(client({ onAlert }).request(Schema, get)).rejects.toBeInstanceOf(HttpStatusError)
    expect(onAlert).toHaveBeenCalledTimes(2)
  })

  test('behavior: alertForStatus gives an alert for a bare status', async () => {
    server.route('GET /t', () => ({ status: 403 }))
    const alertForStatus = (status: number) =>
      status === 403 ? ALERTS.INVALID_APP_CONFIGURATION : undefined
    await expect(client({ alertForStatus }).request(Schema, get)).rejects.toMatchObject({
      alert: ALERTS.INVALID_APP_CONFIGURATION,
    })
    await expect(client().request(Schema, get)).rejects.toMatchObject({ alert: undefined })
  })
})

describe('behavior: retries', () => {
  test('behavior: 3 retries backing off 1 s, 2 s, 4 s, then the last error', async () => {
    server.route('GET /t', () => ({ status: 500, json: { message: 'boom' } }))
    const { sleep, delays } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).rejects.toMatchObject({
      status: 500,
    })
    expect(delays).toEqual([1000, 2000, 4000])
    expect(server.requests).toHaveLength(4)
  })

  test('behavior: the backoff stops growing at maxDelay', async () => {
    server.route('GET /t', () => ({ status: 503 }))
    const { sleep, delays } = recordSleeps()
    await expect(
      client({ retry: { count: 6, baseDelay: 5_000 }, sleep }).request(Schema, get),
    ).rejects.toBeInstanceOf(HttpStatusError)
    expect(delays).toEqual([5000, 10000, 20000, 30000, 30000, 30000])
  })

  test('behavior: a retry that succeeds gives the result', async () => {
    replies(
      'GET /t',
      () => ({ status: 502, body: 'bad gateway' }),
      () => ({ json: { ok: true } }),
    )
    const { sleep, delays } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).resolves.toEqual({ ok: true })
    expect(delays).toEqual([1000])
  })

  test('behavior: 429 waits what Retry-After asks, in seconds', async () => {
    replies(
      'GET /t',
      () => ({ status: 429, headers: { 'retry-after': '7' } }),
      () => ({ json: { ok: true } }),
    )
    const { sleep, delays } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).resolves.toEqual({ ok: true })
    expect(delays).toEqual([7000])
  })

  test('behavior: Retry-After as an HTTP date', async () => {
    const clock = createClock(Date.parse('2025-01-01T00:00:00Z'))
    replies(
      'GET /t',
      () => ({ status: 503, headers: { 'retry-after': 'Wed, 01 Jan 2025 00:00:12 GMT' } }),
      () => ({ json: { ok: true } }),
    )
    const { sleep, delays } = recordSleeps()
    await client({ retry: {}, sleep, now: clock.now }).request(Schema, get)
    expect(delays).toEqual([12000])
  })

  test('behavior: a Retry-After beyond maxDelay gives up at once, with the wait on the error', async () => {
    server.route('GET /t', () => ({ status: 429, headers: { 'retry-after': '120' } }))
    const { sleep, delays } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).rejects.toMatchObject({
      status: 429,
      retryAfter: 120_000,
    })
    expect(delays).toEqual([])
  })

  test.each([400, 401, 403, 404])('behavior: %i is not retried', async (status) => {
    server.route('GET /t', () => ({ status }))
    const { sleep } = recordSleeps()
    await expect(client({ retry: {}, sleep }).request(Schema, get)).rejects.toMatchObject({
      status,
    })
    expect(server.requests).toHaveLength(1)
  })

  test('behavior: a write is not retried on 500 but is on 429', async () => {
    const { sleep } = recordSleeps()
    server.route('POST /t', () => ({ status: 500 }))
    await expect(
      client({ retry: {}, sleep }).request(Schema, { ...post, idempotent: false }),
    ).rejects.toMatchObject({ status: 500 })
    expect(server.requests).toHaveLength(1)
    server.reset()
    replies(
      'POST /t',
      () => ({ status: 429, headers: { 'retry-after': '1' } }),
      () => ({ json: { ok: true } }),
    )
    await expect(
      client({ retry: {}, sleep }).request(Schema, { ...post, idempotent: false }),
    ).resolves.toEqual({ ok: true })
    expect(server.requests).toHaveLength(2)
  })
})

describe('behavior: network failures', () => {
  test('behavior: no answer before the time-out is RequestTimeoutError', async () => {
    server.route('GET /t', () => ({ delay: 2_000, json: { ok: true } }))
    const error = await rejection(client({ timeout: 100 }).request(Schema, get))
    expect(error).toBeInstanceOf(RequestTimeoutError)
    expect(error).toMatchInlineSnapshot(`
      [RequestTimeoutError: Network request timed out

      Endpoint: GET /t
      Time-out: 100 ms]
    `)
  })

  test('behavior: a body that never finishes times out', async () => {
    server.route('GET /t', () => ({ stall: true, json: { ok: true, padding: 'x'.repeat(100) } }))
    await expect(client({ timeout: 150 }).request(Schema, get)).rejects.toBeInstanceOf(
      RequestTimeoutError,
    )
  })

  test('behavior: a read that timed out is retried', async () => {
    replies(
      'GET /t',
      () => ({ delay: 2_000, json: { ok: true } }),
      () => ({ json: { ok: true } }),
    )
    const { sleep, delays } = recordSleeps()
    await expect(
      client({ timeout: 100, retry: { count: 1 }, sleep }).request(Schema, get),
    ).resolves.toEqual({ ok: true })
    expect(delays).toEqual([1000])
  })

  test('behavior: a write that timed out is not retried', async () => {
    server.route('POST /t', () => ({ delay: 2_000, json: { ok: true } }))
    const { sleep, delays } = recordSleeps()
    await expect(
      client({ timeout: 100, retry: {}, sleep }).request(Schema, { ...post, idempotent: false }),
    ).rejects.toBeInstanceOf(RequestTimeoutError)
    expect(delays).toEqual([])
  })

  test('behavior: a dropped connection is NetworkRequestFailedError', async () => {
    server.route('GET /t', () => ({ destroy: true }))
    const error = await rejection(client().request(Schema, get))
    expect(error).toBeInstanceOf(NetworkRequestFailedError)
    expect(error).toHaveProperty('shortMessage', 'Network request failed')
  })

  test('behavior: a refused connection is NetworkRequestFailedError, retried', async () => {
    const closed = await createTestServer()
    await closed.close()
    const { sleep, delays } = recordSleeps()
    await expect(
      client({ baseUrl: closed.url, retry: {}, sleep }).request(Schema, get),
    ).rejects.toBeInstanceOf(NetworkRequestFailedError)
    expect(delays).toEqual([1000, 2000, 4000])
  })
})

describe('behavior: abort', () => {
  test('behavior: an aborted signal sends nothing', async () => {
    server.route('GET /t', () => ({ json: { ok: true } }))
    const controller = new AbortController()
    controller.abort()
    const error = await rejection(client().request(Schema, { ...get, signal: controller.signal }))
    expect(error).toBeInstanceOf(RequestAbortedError)
    expect(error).toMatchInlineSnapshot(`
      [RequestAbortedError: Aborted

      Endpoint: GET /t

      Details: This operation was aborted]
    `)
    expect(server.requests).toHaveLength(0)
  })

  test('behavior: abort while waiting for the response', async () => {
    server.route('GET /t', () => ({ delay: 2_000, json: { ok: true } }))
    const signal = AbortSignal.timeout(50)
    await expect(client().request(Schema, { ...get, signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  test('behavior: abort while the body streams', async () => {
    server.route('GET /t', () => ({ stall: true, json: { ok: true, padding: 'x'.repeat(100) } }))
    const signal = AbortSignal.timeout(50)
    await expect(client().request(Schema, { ...get, signal })).rejects.toBeInstanceOf(
      RequestAbortedError,
    )
  })

  test('behavior: abort between attempts stops the retries', async () => {
    // aborted once the first attempt has its answer, so the abort lands in the 10 s wait
    // before the second, however long the first took on a busy machine
    const controller = new AbortController()
    server.route('GET /t', () => {
      setTimeout(() => controller.abort(), 20)
      return { status: 500 }
    })
    const started = Date.now()
    await expect(
      client({ retry: { baseDelay: 10_000 } }).request(Schema, {
        ...get,
        signal: controller.signal,
      }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    // well short of the 10 s wait it cut
    expect(Date.now() - started).toBeLessThan(9_000)
    expect(server.requests).toHaveLength(1)
  })
})
