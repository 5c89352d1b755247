import {
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '@walletport/blockchain-api'
import { type StallStage, startStallServer } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { createRpcFetch } from './createRpcFetch.js'

function recordSleeps() {
  const delays: number[] = []
  return {
    delays,
    sleep: async (ms: number, signal?: AbortSignal) => {
      if (signal?.aborted) throw signal.reason
      delays.push(ms)
    },
  }
}

const rpc = (body: unknown) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

/** a fetch that drops the caller's signal, as some polyfills do */
const losesSignal: typeof fetch = (input, init) => {
  const { signal: _dropped, ...rest } = init ?? {}
  return globalThis.fetch(input, rest)
}

test('default: answers pass through; a batch comes back matched by id', async () => {
  const server = await startStallServer(['ok'], (request) => {
    const ids = (JSON.parse(request.body) as { id: number }[]).map((entry) => entry.id)
    return { body: JSON.stringify(ids.reverse().map((id) => ({ jsonrpc: '2.0', id, result: id }))) }
  })
  try {
    const response = await createRpcFetch()(server.url, rpc([{ id: 1 }, { id: 2 }]))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 1 },
      { jsonrpc: '2.0', id: 2, result: 2 },
    ])
  } finally {
    await server.close()
  }
})

for (const fetch of [undefined, losesSignal])
  for (const stage of ['accept', 'headers', 'body'] satisfies StallStage[])
    test(`behavior: a stall at '${stage}' is retried 3 times from 150 ms, then RequestTimeoutError (${fetch ? 'signal lost' : 'platform fetch'})`, async () => {
      const server = await startStallServer([stage], () => ({
        body: `{"pad":"${'x'.repeat(100)}"}`,
      }))
      const { sleep, delays } = recordSleeps()
      try {
        await expect(
          createRpcFetch({ fetch, timeout: 100, sleep })(server.url, rpc({ id: 1 })),
        ).rejects.toBeInstanceOf(RequestTimeoutError)
        expect(delays).toEqual([150, 300, 600])
      } finally {
        await server.close()
      }
    })

test('behavior: retryable statuses are retried, Retry-After honoured, the last answer returned', async () => {
  for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
    const server = await startStallServer(['ok'], () => ({
      status,
      headers: { 'retry-after': '2' },
      body: '{}',
    }))
    const { sleep, delays } = recordSleeps()
    try {
      const response = await createRpcFetch({ sleep })(server.url, rpc({ id: 1 }))
      expect(response.status).toBe(status)
      expect(delays).toEqual([2000, 2000, 2000])
    } finally {
      await server.close()
    }
  }
})

test('behavior: a Retry-After longer than the cap ends the retries; 400 is not retried', async () => {
  const server = await startStallServer(['ok'], (request) =>
    request.body.includes('"long"')
      ? { status: 429, headers: { 'retry-after': '3600' }, body: '{}' }
      : { status: 400, body: '{}' },
  )
  const { sleep, delays } = recordSleeps()
  try {
    expect((await createRpcFetch({ sleep })(server.url, rpc({ id: 'long' }))).status).toBe(429)
    expect((await createRpcFetch({ sleep })(server.url, rpc({ id: 1 }))).status).toBe(400)
    expect(delays).toEqual([])
  } finally {
    await server.close()
  }
})

test('behavior: a write is not repeated after a 500 or a failure, but is after a 503', async () => {
  const server = await startStallServer(['ok'], (request) => ({
    status: request.body.includes('busy') ? 503 : 500,
    body: '{}',
  }))
  const { sleep, delays } = recordSleeps()
  const send = createRpcFetch({ sleep, idempotent: false })
  try {
    expect((await send(server.url, rpc({ id: 1 }))).status).toBe(500)
    expect(delays).toEqual([])
    expect((await send(server.url, rpc({ id: 'busy' }))).status).toBe(503)
    expect(delays).toEqual([150, 300, 600])
  } finally {
    await server.close()
  }
})

test('behavior: a refused connection is NetworkRequestFailedError after the retries', async () => {
  const server = await startStallServer(['ok'])
  await server.close()
  const { sleep, delays } = recordSleeps()
  await expect(createRpcFetch({ sleep })(server.url, rpc({ id: 1 }))).rejects.toBeInstanceOf(
    NetworkRequestFailedError,
  )
  expect(delays).toEqual([150, 300, 600])
})

test('behavior: the caller aborts a stalled body or a wait between attempts', async () => {
  const server = await startStallServer(['body'], () => ({ body: `{"pad":"${'x'.repeat(100)}"}` }))
  try {
    await expect(
      createRpcFetch({ fetch: losesSignal })(server.url, {
        ...rpc({ id: 1 }),
        signal: AbortSignal.timeout(50),
      }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
    await expect(
      createRpcFetch({ retry: { count: 3, delay: 60_000 }, timeout: 20 })(server.url, {
        ...rpc({ id: 1 }),
        signal: AbortSignal.timeout(100),
      }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
  } finally {
    await server.close()
  }
})

test('behavior: a Request input is sent with its method and body', async () => {
  const server = await startStallServer(['ok'], (request) => ({ body: request.body }))
  try {
    const response = await createRpcFetch()(new Request(server.url, rpc({ id: 5 })))
    expect(await response.json()).toEqual({ id: 5 })
    expect(server.requests[0]?.method).toBe('POST')
  } finally {
    await server.close()
  }
})
