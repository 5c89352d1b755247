import { createServer } from 'node:http'
import * as v from 'valibot'
import { afterAll, afterEach, expect, test } from 'vitest'
import { HttpStatusError } from '../errors/request.js'
import { InvalidResponseError } from '../errors/response.js'
import { createHttpClient } from './createHttpClient.js'
import { MAX_RESPONSE_BYTES, readBody } from './readBody.js'

const MiB = 1024 * 1024
const chunk = Buffer.alloc(64 * 1024, 'x')

type Served = { requests: number; sent: number; closed: Promise<void> }
let served: Served = { requests: 0, sent: 0, closed: Promise.resolve() }

/**
 * Answers `?size=N` with a JSON string of N bytes (`endless`: until the client hangs up), sent
 * in 64 KiB writes that wait for the client to read; `length=declared` adds Content-Length.
 * An uncapped client would parse these bodies and pass `v.string()`.
 */
const server = createServer((req, res) => {
  const query = new URL(req.url ?? '/', 'http://127.0.0.1').searchParams
  const size =
    query.get('size') === 'endless' ? Number.POSITIVE_INFINITY : Number(query.get('size'))
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  if (query.get('length') === 'declared') headers['content-length'] = String(size)
  served.requests++
  served.sent = 0
  served.closed = new Promise((resolve) => res.on('close', resolve))
  res.writeHead(Number(query.get('status') ?? 200), headers)
  res.write('"')
  const inner = size - 2
  const write = () => {
    while (served.sent < inner && !res.destroyed) {
      const part = chunk.subarray(0, Math.min(chunk.length, inner - served.sent))
      served.sent += part.length
      if (!res.write(part)) return void res.once('drain', write)
    }
    if (!res.destroyed) res.end('"')
  }
  write()
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const address = server.address()
if (address === null || typeof address === 'string') throw new Error('no port')
const baseUrl = `http://127.0.0.1:${address.port}`
afterEach(() => {
  served = { requests: 0, sent: 0, closed: Promise.resolve() }
})
afterAll(() => {
  server.closeAllConnections()
  return new Promise<void>((resolve) => server.close(() => resolve()))
})

const client = createHttpClient({
  baseUrl,
  sdkType: 'walletport',
  sdkVersion: 'js-1.0.0',
  // far past the test's own time-out: only the cap can end these reads in time
  timeout: 600_000,
  retry: { count: 3 },
  sleep: async () => {},
})

function get(query: Record<string, string>) {
  return { endpoint: 'GET /t', method: 'GET', path: 't', query } as const
}

async function rejection(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

test('behavior: an 8 MiB body with a declared length fails before it is read, without retries', async () => {
  const error = await rejection(
    client.request(v.string(), get({ size: `${8 * MiB}`, length: 'declared' })),
  )
  expect(error).toBeInstanceOf(InvalidResponseError)
  expect(error).toMatchObject({
    field: '',
    issue: `Body is larger than ${MAX_RESPONSE_BYTES} bytes`,
  })
  expect(served.requests).toBe(1)
  await served.closed
})

test('behavior: an 8 MiB chunked body fails once it passes the cap, without retries', async () => {
  const error = await rejection(client.request(v.string(), get({ size: `${8 * MiB}` })))
  expect(error).toBeInstanceOf(InvalidResponseError)
  expect(served.requests).toBe(1)
  await served.closed
})

test('behavior: an endless chunked body fails at the cap and the connection is closed', async () => {
  const error = await rejection(client.request(v.string(), get({ size: 'endless' })))
  expect(error).toMatchObject({
    name: 'InvalidResponseError',
    issue: `Body is larger than ${MAX_RESPONSE_BYTES} bytes`,
  })
  // the client hung up: the server stops writing instead of streaming for ever
  await served.closed
  expect(served.sent).toBeGreaterThanOrEqual(MAX_RESPONSE_BYTES - 1)
})

test('behavior: a body of exactly the cap is read in full', async () => {
  const text = await client.request(v.string(), get({ size: `${MAX_RESPONSE_BYTES}` }))
  expect(text.length).toBe(MAX_RESPONSE_BYTES - 2)
})

test('behavior: an error status with an oversized body stays an HttpStatusError and is retried', async () => {
  const error = await rejection(client.request(v.string(), get({ size: 'endless', status: '503' })))
  expect(error).toBeInstanceOf(HttpStatusError)
  expect(error).toMatchObject({ status: 503, providerMessage: undefined })
  expect(served.requests).toBe(4)
})

test('behavior: the body the client does not want is not read', async () => {
  await expect(client.send(get({ size: 'endless' }))).resolves.toBeUndefined()
  await served.closed
})

function streamed(chunks: Uint8Array[], headers: Record<string, string> = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of chunks) controller.enqueue(part)
      controller.close()
    },
  })
  return new Response(body, { headers })
}

test('behavior: readBody decodes characters split across chunks and counts bytes, not characters', async () => {
  const bytes = new TextEncoder().encode('"€ü𝄞"')
  const chunks = [...bytes].map((byte) => Uint8Array.of(byte))
  const signal = new AbortController().signal
  await expect(
    readBody(streamed(chunks), { endpoint: 'e', signal, limit: bytes.length }),
  ).resolves.toBe('"€ü𝄞"')
  await expect(
    readBody(streamed(chunks), { endpoint: 'e', signal, limit: bytes.length - 1 }),
  ).rejects.toBeInstanceOf(InvalidResponseError)
})

test('behavior: readBody refuses a declared length over the cap, and reads an empty body as ""', async () => {
  const signal = new AbortController().signal
  const declared = streamed([Uint8Array.of(34, 34)], { 'content-length': '11' })
  await expect(readBody(declared, { endpoint: 'e', signal, limit: 10 })).rejects.toBeInstanceOf(
    InvalidResponseError,
  )
  await expect(readBody(new Response(null), { endpoint: 'e', signal })).resolves.toBe('')
})

test('behavior: readBody cancels a stalled stream when its signal aborts', async () => {
  let cancelled = false
  const body = new ReadableStream<Uint8Array>({
    pull: () => new Promise<void>(() => {}),
    cancel: () => {
      cancelled = true
    },
  })
  const controller = new AbortController()
  const reading = readBody(new Response(body), { endpoint: 'e', signal: controller.signal })
  controller.abort()
  await expect(reading).resolves.toBe('')
  expect(cancelled).toBe(true)
})
