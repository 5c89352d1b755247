import * as v from 'valibot'
import { expect, test } from 'vitest'
import { RequestAbortedError, RequestTimeoutError } from '../errors/request.js'
import { recordSleeps } from '../test/setup.js'
import { type StallStage, startStallServer } from '../test/startStallServer.js'
import { createHttpClient } from './createHttpClient.js'

const get = { endpoint: 'GET /t', method: 'GET', path: 't' } as const
const body = JSON.stringify({ ok: true, padding: 'x'.repeat(200) })

/** a fetch that drops the caller's signal, as Node's fetch can when it travels in a Request */
const losesSignal: typeof fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input)
  const method = input instanceof Request ? input.method : (init?.method ?? 'GET')
  return globalThis.fetch(url, { method })
}

const fetches = { 'the platform fetch': undefined, 'a fetch that loses the signal': losesSignal }

for (const [name, fetch] of Object.entries(fetches))
  for (const stage of ['accept', 'headers', 'body'] satisfies StallStage[])
    test(`behavior: ${name}, a stall at '${stage}' on every attempt ends in RequestTimeoutError`, async () => {
      const server = await startStallServer(['ok', stage], () => ({ status: 500, body }))
      const { sleep, delays } = recordSleeps()
      const client = createHttpClient({
        baseUrl: server.url,
        sdkType: 'walletport',
        sdkVersion: 'js-1.0.0',
        timeout: 150,
        retry: { count: 2 },
        sleep,
        fetch,
      })
      try {
        // the first attempt gets a 500, the later ones stall: the time-out holds on retries
        await expect(client.request(v.unknown(), get)).rejects.toBeInstanceOf(RequestTimeoutError)
        // undici may open a spare connection of its own, so count at least one per attempt
        expect(server.connections).toBeGreaterThanOrEqual(3)
        expect(delays).toEqual([1000, 2000])
      } finally {
        await server.close()
      }
    })

test('behavior: a fetch that never settles and ignores its signal still times out', async () => {
  const client = createHttpClient({
    baseUrl: 'http://127.0.0.1:9',
    sdkType: 'walletport',
    sdkVersion: 'js-1.0.0',
    timeout: 50,
    retry: false,
    fetch: () => new Promise<never>(() => {}),
  })
  await expect(client.send(get)).rejects.toBeInstanceOf(RequestTimeoutError)
})

test('behavior: the caller aborts a stalled body that ignores its signal', async () => {
  const server = await startStallServer(['body'], () => ({ body }))
  const client = createHttpClient({
    baseUrl: server.url,
    sdkType: 'walletport',
    sdkVersion: 'js-1.0.0',
    retry: false,
    fetch: losesSignal,
  })
  try {
    await expect(
      client.request(v.unknown(), { ...get, signal: AbortSignal.timeout(50) }),
    ).rejects.toBeInstanceOf(RequestAbortedError)
  } finally {
    await server.close()
  }
})
