import {
  NetworkRequestFailedError,
  RequestAbortedError,
  RequestTimeoutError,
} from '@walletport/blockchain-api'
import { startStallServer } from '@walletport/blockchain-api/test'
import { expect, test } from 'vitest'
import { rpcAttempt } from './rpcAttempt.js'

test('default: the response with its body read', async () => {
  const server = await startStallServer(['ok'], () => ({ body: '{"result":1}' }))
  try {
    const { response, text } = await rpcAttempt({
      fetch: globalThis.fetch,
      url: server.url,
      init: { method: 'POST', body: '{}' },
      timeout: 10_000,
    })
    expect(response.status).toBe(200)
    expect(text).toBe('{"result":1}')
  } finally {
    await server.close()
  }
})

test('behavior: a body that stalls past the deadline is a RequestTimeoutError', async () => {
  const server = await startStallServer(['body'])
  try {
    const attempt = rpcAttempt({
      fetch: globalThis.fetch,
      url: server.url,
      init: undefined,
      timeout: 50,
    })
    await expect(attempt).rejects.toBeInstanceOf(RequestTimeoutError)
  } finally {
    await server.close()
  }
})

test('behavior: an aborted caller and a failed fetch have their own errors', async () => {
  const controller = new AbortController()
  controller.abort()
  const url = 'http://127.0.0.1:9'
  await expect(
    rpcAttempt({
      fetch: globalThis.fetch,
      url,
      init: { signal: controller.signal },
      timeout: 1_000,
    }),
  ).rejects.toBeInstanceOf(RequestAbortedError)
  const refused: typeof fetch = () => Promise.reject(new TypeError('fetch failed'))
  await expect(
    rpcAttempt({ fetch: refused, url, init: undefined, timeout: 1_000 }),
  ).rejects.toBeInstanceOf(NetworkRequestFailedError)
})
