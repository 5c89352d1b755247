import {
  FALLBACK_RANKING,
  RPC_BATCH_LIMIT as RPC_BATCH_SIZE,
  RPC_RETRY,
  RPC_RETRY_STATUS_CODES,
  RPC_TIMEOUT,
} from '@walletport/core'
import { createPublicClient, type PublicClient } from 'viem'
import { getBlockNumber, getChainId } from 'viem/actions'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { HttpRequestError, RpcTimeoutError } from '../errors/rpc.js'
import { toEvmError } from '../errors/toEvmError.js'
import { evmAdapter } from '../evmAdapter.js'
import { type Anvil, startAnvil } from '../test/anvil.js'
import { createRpcProxy, type RpcProxy, rpcCount, rpcMethods } from '../test/createRpcProxy.js'
import { localNetwork } from '../test/createTestBed.js'
import { createTestContext } from '../test/createTestContext.js'
import { devAccount } from '../test/devAccounts.js'
import { createRpcTransport, type RpcTransportOptions } from './createRpcTransport.js'

let anvil: Anvil
let proxy: RpcProxy

beforeAll(async () => {
  anvil = await startAnvil()
  proxy = await createRpcProxy(anvil.rpcUrl)
})
afterAll(async () => {
  await proxy.close()
  await anvil.stop()
})
beforeEach(() => {
  proxy.requests.length = 0
  proxy.plan = undefined
})

function clientFor(urls: string[], options: RpcTransportOptions = {}): PublicClient {
  return createPublicClient({ transport: createRpcTransport({ urls, ...options }) })
}

const failWith = (status: number, headers?: Record<string, string>) => ({
  status,
  headers,
  body: JSON.stringify({ message: `planned ${status}` }),
})

test('default: the spec values', () => {
  expect({
    RPC_BATCH_SIZE,
    RPC_TIMEOUT,
    RPC_RETRY,
    RPC_RETRY_STATUS_CODES,
    FALLBACK_RANKING,
  }).toMatchInlineSnapshot(`
    {
      "FALLBACK_RANKING": {
        "interval": 4000,
        "sampleCount": 10,
        "weights": {
          "latency": 0.3,
          "stability": 0.7,
        },
      },
      "RPC_BATCH_SIZE": 1000,
      "RPC_RETRY": {
        "count": 3,
        "delay": 150,
      },
      "RPC_RETRY_STATUS_CODES": [
        403,
        408,
        413,
        429,
        500,
        502,
        503,
        504,
      ],
      "RPC_TIMEOUT": 10000,
    }
  `)
})

describe('batching', () => {
  test('behavior: concurrent calls share one HTTP request, up to 1000 per request', async () => {
    const client = clientFor([proxy.url])
    const address = devAccount(0).address
    await Promise.all(Array.from({ length: 1001 }, () => client.getBalance({ address })))
    expect(proxy.requests.map(rpcCount)).toEqual([1000, 1])
  })
})

describe('retries', () => {
  test('behavior: 3 retries, the delay doubling from 150 ms', async () => {
    proxy.plan = (n) => (n <= 3 ? failWith(503) : undefined)
    const client = clientFor([proxy.url], { batchSize: false })
    expect(await getChainId(client)).toBe(31337)
    const times = proxy.requests.map((r) => r.at)
    expect(times).toHaveLength(4)
    const gaps = times.slice(1).map((t, i) => t - (times[i] ?? 0))
    expect(gaps[0]).toBeGreaterThanOrEqual(140)
    expect(gaps[1]).toBeGreaterThanOrEqual(290)
    expect(gaps[2]).toBeGreaterThanOrEqual(590)
  })

  test('behavior: Retry-After is honoured', async () => {
    proxy.plan = (n) => (n === 1 ? failWith(429, { 'Retry-After': '1' }) : undefined)
    const client = clientFor([proxy.url], { batchSize: false })
    await getBlockNumber(client, { cacheTime: 0 })
    const [first, second] = proxy.requests
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(990)
  })

  test('behavior: each retryable status is retried, others are not', async () => {
    const client = clientFor([proxy.url], { batchSize: false, retryDelay: 1 })
    for (const status of [403, 408, 413, 429, 500, 502, 503, 504]) {
      proxy.requests.length = 0
      proxy.plan = (n) => (n === 1 ? failWith(status) : undefined)
      await getChainId(client)
      expect([status, proxy.requests.length]).toEqual([status, 2])
    }
    for (const status of [400, 401, 404]) {
      proxy.requests.length = 0
      proxy.plan = () => failWith(status)
      const error = toEvmError(await getChainId(client).catch((e: unknown) => e))
      expect([status, proxy.requests.length]).toEqual([status, 1])
      expect(error).toBeInstanceOf(HttpRequestError)
      expect(error).toMatchObject({ status, shortMessage: 'Network request failed' })
    }
  })

  test('behavior: after the last retry the HTTP error is typed', async () => {
    proxy.plan = () => failWith(503)
    const client = clientFor([`${proxy.url}/?key=secret`], { batchSize: false, retryDelay: 1 })
    const error = toEvmError(await getChainId(client).catch((e: unknown) => e))
    expect(proxy.requests).toHaveLength(4)
    expect(error).toBeInstanceOf(HttpRequestError)
    expect(error).toMatchObject({ status: 503 })
    // the endpoint's key stays out of the message
    expect(error.message).not.toContain('secret')
  })

  test('behavior: a slow endpoint times out', async () => {
    proxy.plan = () => ({ ...failWith(200), delay: 400 })
    const client = clientFor([proxy.url], { batchSize: false, timeout: 100, retryCount: 0 })
    const error = toEvmError(await getChainId(client).catch((e: unknown) => e))
    expect(error).toBeInstanceOf(RpcTimeoutError)
    expect(error.shortMessage).toBe('Network request timed out')
  })
})

describe('fallback', () => {
  test('behavior: endpoints are ranked, the failing one moves behind the healthy one', async () => {
    const broken = await createRpcProxy(anvil.rpcUrl)
    broken.plan = () => failWith(503)
    const controller = new AbortController()
    try {
      const client = clientFor([broken.url, proxy.url], {
        rank: { interval: 30 },
        retryDelay: 1,
        signal: controller.signal,
      })
      // a second ping round starts only after the first was scored and the endpoints reordered
      const pings = () => proxy.requests.flatMap(rpcMethods).filter((m) => m === 'net_listening')
      await expect.poll(() => pings().length, { interval: 20 }).toBeGreaterThanOrEqual(2)
      broken.requests.length = 0
      proxy.requests.length = 0
      expect(await getChainId(client)).toBe(31337)
      const methods = (p: RpcProxy) => p.requests.flatMap(rpcMethods)
      expect(methods(proxy)).toContain('eth_chainId')
      expect(methods(broken)).not.toContain('eth_chainId')

      // once stopped, the ranking loop no longer reaches the network
      controller.abort()
      await new Promise((resolve) => setTimeout(resolve, 60))
      const count = broken.requests.length + proxy.requests.length
      await new Promise((resolve) => setTimeout(resolve, 120))
      expect(broken.requests.length + proxy.requests.length).toBe(count)
    } finally {
      controller.abort()
      await broken.close()
    }
  })
})

describe('hosted endpoint', () => {
  test('behavior: with a project id the chain id and project id go in the query, first in line', async () => {
    const network = localNetwork({ chainId: 31337, rpcUrl: anvil.rpcUrl })
    const adapter = evmAdapter({ rpcEndpoint: `${proxy.url}/v1/` })
    const teardown = adapter.setup(
      createTestContext({ networks: [network], projectId: 'p123' }).ctx,
    )
    await adapter.getBalance({ address: devAccount(0).address, network })
    expect(proxy.requests[0]?.url).toBe('/v1/?chainId=eip155%3A31337&projectId=p123')
    teardown()
  })
})
