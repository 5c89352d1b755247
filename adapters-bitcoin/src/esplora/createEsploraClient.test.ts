import { BaseError } from '@walletport/core'
import fc from 'fast-check'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import {
  EsploraAbortedError,
  EsploraHttpError,
  EsploraRequestError,
  EsploraResponseError,
  EsploraTimeoutError,
} from '../errors.js'
import { type EsploraServer, startEsploraServer } from '../test/esploraServer.js'
import { createEsploraClient, type EsploraClient } from './createEsploraClient.js'

const ADDRESS = 'bcrt1q6rhpng9evdsfnn833a4f4vej0asu6dk5srld6x'
const TXID = 'ab'.repeat(32)

let server: EsploraServer
let client: EsploraClient

beforeAll(async () => {
  server = await startEsploraServer()
  client = createEsploraClient({ url: `${server.url}/`, retry: { count: 2, delay: 5 } })
})
afterAll(() => server.close())
beforeEach(() => server.setIntercept(undefined))

test('default: reads tip height, UTXOs, transactions, status and fee estimates', async () => {
  const { txid } = server.fund(ADDRESS, 12_345n)
  expect(await client.getTipHeight()).toBe(server.tipHeight)
  expect(await client.getUtxos({ address: ADDRESS })).toEqual([
    { txid, vout: 0, value: 12_345n, confirmed: true, blockHeight: server.tipHeight },
  ])
  expect(await client.getTxHex({ txid })).toBe(server.transactions.get(txid)!.hex)
  expect(await client.getTxStatus({ txid })).toMatchObject({
    confirmed: true,
    blockHeight: server.tipHeight,
  })
  expect(await client.getFeeEstimates()).toEqual([
    { target: 1, feeRate: 20 },
    { target: 3, feeRate: 10 },
    { target: 6, feeRate: 5 },
    { target: 144, feeRate: 1.5 },
  ])
  expect(client.url).toBe(server.url)
})

test('behavior: a refused broadcast is an HTTP error carrying the node reason', async () => {
  const error = await client.broadcast({ hex: '00' }).catch((e: unknown) => e)
  expect(error).toBeInstanceOf(EsploraHttpError)
  expect((error as EsploraHttpError).status).toBe(400)
  expect((error as EsploraHttpError).body).toContain('TX decode failed')
  // a POST is never retried
  expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(1)
})

describe('malformed responses give typed errors, never crashes', () => {
  const cases: {
    name: string
    path: RegExp
    body: string
    call: () => Promise<unknown>
    issue: string
  }[] = [
    {
      name: 'tip height as text',
      path: /tip/,
      body: 'tall',
      call: () => client.getTipHeight(),
      issue: 'tip height is not a number',
    },
    {
      name: 'UTXOs not JSON',
      path: /utxo/,
      body: '<html>oops',
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'body is not JSON',
    },
    {
      name: 'UTXOs as object',
      path: /utxo/,
      body: '{"utxos":[]}',
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'utxo list is not an array',
    },
    {
      name: 'UTXO value as string',
      path: /utxo/,
      body: JSON.stringify([{ txid: TXID, vout: 0, value: '1000', status: { confirmed: false } }]),
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'utxo[0].value is not an amount',
    },
    {
      name: 'UTXO negative value',
      path: /utxo/,
      body: JSON.stringify([{ txid: TXID, vout: 0, value: -5, status: { confirmed: false } }]),
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'utxo[0].value is not an amount',
    },
    {
      name: 'UTXO without status',
      path: /utxo/,
      body: JSON.stringify([{ txid: TXID, vout: 0, value: 5 }]),
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'utxo[0].status is not an object',
    },
    {
      name: 'UTXO confirmed without height',
      path: /utxo/,
      body: JSON.stringify([{ txid: TXID, vout: 0, value: 5, status: { confirmed: true } }]),
      call: () => client.getUtxos({ address: ADDRESS }),
      issue: 'utxo[0].status.block_height is not a height',
    },
    {
      name: 'tx hex odd length',
      path: /hex/,
      body: 'abc',
      call: () => client.getTxHex({ txid: TXID }),
      issue: 'not a hex transaction',
    },
    {
      name: 'status null',
      path: /status/,
      body: 'null',
      call: () => client.getTxStatus({ txid: TXID }),
      issue: 'status is not an object',
    },
    {
      name: 'fee rate as string',
      path: /fee/,
      body: '{"1":"20"}',
      call: () => client.getFeeEstimates(),
      issue: 'fee rate for 1 blocks is not a positive number',
    },
    {
      name: 'fee target not a number',
      path: /fee/,
      body: '{"soon":20}',
      call: () => client.getFeeEstimates(),
      issue: 'fee target "soon" is not a block count',
    },
    {
      name: 'fee estimates empty',
      path: /fee/,
      body: '{}',
      call: () => client.getFeeEstimates(),
      issue: 'fee estimates are empty',
    },
    {
      name: 'broadcast answers garbage',
      path: /^\/tx$/,
      body: 'ok!',
      call: () => client.broadcast({ hex: '00' }),
      issue: 'not a transaction id',
    },
  ]

  test.each(cases)('$name', async ({ path, body, call, issue }) => {
    server.setIntercept((request) => (path.test(request.path) ? { status: 200, body } : undefined))
    const error = await call().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EsploraResponseError)
    expect((error as EsploraResponseError).metaMessages).toContain(`Issue: ${issue}`)
  })

  test('HTTP 500 is retried, then reported with its status', async () => {
    server.setIntercept(() => ({ status: 500, body: 'internal error' }))
    const before = server.requests.length
    const error = await client.getTipHeight().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EsploraHttpError)
    expect(error).toMatchObject({ status: 500, body: 'internal error' })
    expect(server.requests.length - before).toBe(3)
    expect((error as EsploraHttpError).shortMessage).toBe('HTTP request failed with status 500')
  })

  test('a transient 503 is retried and the next answer used', async () => {
    let first = true
    server.setIntercept(() => {
      if (!first) return undefined
      first = false
      return { status: 503, body: 'busy', headers: { 'retry-after': '0' } }
    })
    expect(await client.getTipHeight()).toBe(server.tipHeight)
  })

  test('HTTP 404 is not retried', async () => {
    const before = server.requests.length
    const error = await client.getTxHex({ txid: TXID }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'EsploraHttpError', status: 404 })
    expect(server.requests.length - before).toBe(1)
  })

  test('a slow API times out', async () => {
    server.setIntercept(() => ({ status: 200, body: '1', delay: 1_000 }))
    const slow = createEsploraClient({
      url: server.url,
      timeout: 50,
      retry: { count: 0, delay: 1 },
    })
    const error = await slow.getTipHeight().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EsploraTimeoutError)
    expect((error as EsploraTimeoutError).shortMessage).toBe('Network request timed out')
  })

  test('an abort by the caller is reported as such', async () => {
    server.setIntercept(() => ({ status: 200, body: '1', delay: 1_000 }))
    const controller = new AbortController()
    const pending = client.getTipHeight({ signal: controller.signal }).catch((e: unknown) => e)
    setTimeout(() => controller.abort(), 20)
    expect(await pending).toBeInstanceOf(EsploraAbortedError)
  })

  test('an unreachable API is a request error', async () => {
    const closed = await startEsploraServer()
    await closed.close()
    const offline = createEsploraClient({ url: closed.url, retry: { count: 1, delay: 1 } })
    const error = await offline.getTipHeight().catch((e: unknown) => e)
    expect(error).toBeInstanceOf(EsploraRequestError)
    expect((error as EsploraRequestError).shortMessage).toBe('Network request failed')
  })

  test('a fetch that throws anything is a request error', async () => {
    const broken = createEsploraClient({
      url: 'http://example.invalid',
      retry: { count: 0, delay: 1 },
      fetch: () => Promise.reject('not even an Error'),
    })
    await expect(broken.getFeeEstimates()).rejects.toBeInstanceOf(EsploraRequestError)
  })

  test('any body on any endpoint either parses or fails with one of our errors', async () => {
    const bodies = fc.oneof(
      fc.string(),
      fc.json(),
      fc.constantFrom('[]', '{}', 'null', '1e400', '[{"txid":1}]', '{"1":-1}', '\u0000'),
    )
    await fc.assert(
      fc.asyncProperty(bodies, fc.constantFrom(200, 201, 400, 404, 500), async (body, status) => {
        const fake = createEsploraClient({
          url: 'http://fake',
          retry: { count: 0, delay: 0 },
          fetch: async () => new Response(body, { status }),
        })
        for (const call of [
          () => fake.getTipHeight(),
          () => fake.getUtxos({ address: ADDRESS }),
          () => fake.getTxHex({ txid: TXID }),
          () => fake.getTxStatus({ txid: TXID }),
          () => fake.getFeeEstimates(),
          () => fake.broadcast({ hex: '00' }),
        ]) {
          const outcome = await call().then(
            () => undefined,
            (e: unknown) => e,
          )
          if (outcome !== undefined) expect(outcome).toBeInstanceOf(BaseError)
        }
      }),
      { numRuns: 150 },
    )
  })
})
