import fc from 'fast-check'
import { afterAll, afterEach, describe, expect, expectTypeOf, test, vi } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { BaseError } from '../errors/BaseError.js'
import { ServiceUnavailableError } from '../errors/service.js'
import { createTestServer } from '../test/createTestServer.js'
import { CALLS } from '../test/dataServiceCalls.js'
import * as api from '../test/documentedApi.js'
import { mutate } from '../test/mutate.js'
import { mainnet, sepolia } from '../test/networks.js'
import { testDataService } from '../test/setup.js'
import { createDataService, type DataService } from './createDataService.js'
import type { TokenBalance } from './TokenBalanceSchema.js'

const server = await createTestServer(api.DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const { ADDRESS } = api

test('default', async () => {
  const data = testDataService(server)
  expect(data.available).toBe(true)
  expect(Object.keys(data).sort()).toEqual(['available', ...CALLS.map(([name]) => name)].sort())
  for (const [, call] of CALLS) await call(data)
})

test('parameters: an invalid base URL throws at creation', () => {
  expect(() => createDataService({ baseUrl: 'localhost:3000', ...api.SDK })).toThrowError(
    'Invalid base URL',
  )
})

test('behavior: without a base URL, every call rejects as unavailable and sends nothing', async () => {
  const fetch = vi.fn(globalThis.fetch)
  const onTokenBalanceUnavailable = vi.fn()
  const data = createDataService({
    ...api.SDK,
    projectId: api.PROJECT_ID,
    fetch,
    onTokenBalanceUnavailable,
  })
  expect(data.available).toBe(false)
  for (const [, call] of CALLS) {
    const error = await call(data).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ServiceUnavailableError)
    expect(error).toHaveProperty('shortMessage', 'The data service is not configured')
  }
  expect(fetch).not.toHaveBeenCalled()
  expect(onTokenBalanceUnavailable).not.toHaveBeenCalled()
})

test('behavior: instances share no state', async () => {
  const onAlert = vi.fn()
  server.route('GET /v1/identity/:address', () => ({
    status: 401,
    body: 'Unauthorized: invalid key',
  }))
  for (const data of [testDataService(server, { onAlert }), testDataService(server, { onAlert })])
    await expect(data.getIdentity({ address: ADDRESS, network: mainnet })).rejects.toMatchObject({
      alert: ALERTS.INVALID_PROJECT_ID,
    })
  expect(onAlert).toHaveBeenCalledTimes(2)
  expect(server.requestsTo('/v1/supported-chains')).toHaveLength(2)
})

test('parameters: swapChainIds serves swaps on other networks', async () => {
  const tokens = (data: DataService) => data.getSwapTokens({ network: sepolia })
  await expect(tokens(testDataService(server))).resolves.toEqual({ tokens: [] })
  expect(server.requestsTo('/v1/convert/tokens')).toHaveLength(0)
  await expect(
    tokens(testDataService(server, { swapChainIds: [sepolia.caipNetworkId] })),
  ).resolves.toEqual(api.SWAP_TOKENS)
})

describe('behavior: satisfies the DataSource of core, by shape', () => {
  // core's types, restated: blockchain-api cannot import core
  type CoreTokenBalance = {
    name: string
    symbol: string
    chainId: string
    address?: string
    value: number
    price: number
    quantity: { decimals: string; numeric: string }
    iconUrl: string
  }
  type CoreNetwork = {
    id: number | string
    name: string
    nativeCurrency: { name: string; symbol: string; decimals: number }
    rpcUrls: { default: { http: readonly string[] } }
    testnet?: boolean
    chainNamespace: 'eip155' | 'solana' | 'bip122'
    caipNetworkId: `${string}:${string}`
  }
  type CoreDataSource = {
    getTokenBalances(p: {
      address: string
      network: CoreNetwork
      forceUpdate?: boolean
      signal?: AbortSignal
    }): Promise<readonly CoreTokenBalance[]>
    getIdentity(p: {
      address: string
      network: CoreNetwork
      signal?: AbortSignal
    }): Promise<{ name: string | null; avatar: string | null }>
  }
  const network: CoreNetwork = {
    id: 1,
    name: 'Ethereum',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://rpc.test'] } },
    chainNamespace: 'eip155',
    caipNetworkId: 'eip155:1',
  }

  test('behavior: the rows are core token balances', () => {
    expectTypeOf<TokenBalance>().toEqualTypeOf<CoreTokenBalance>()
  })

  test('behavior: a data service is a DataSource', async () => {
    const source: CoreDataSource = testDataService(server)
    await expect(source.getTokenBalances({ address: ADDRESS, network })).resolves.toHaveLength(2)
    await expect(source.getIdentity({ address: ADDRESS, network })).resolves.toEqual(api.IDENTITY)
  })
})

describe('behavior: any answer ends in a result or a typed error', () => {
  const answers = fc.record({
    status: fc.constantFrom(200, 200, 200, 400, 403, 404, 429, 500, 502),
    body: fc.oneof(
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc.string(),
    ),
  })

  function serviceAnswering(answer: (path: string) => { status: number; body: string }) {
    return createDataService({
      baseUrl: 'https://data.test',
      projectId: api.PROJECT_ID,
      ...api.SDK,
      retry: false,
      fetch: async (input) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        if (url.pathname === '/v1/supported-chains') return Response.json(api.SUPPORTED_CHAINS)
        const { status, body } = answer(url.pathname)
        return new Response(body, { status })
      },
    })
  }

  async function settle(promise: Promise<unknown>) {
    try {
      await promise
      return 'result'
    } catch (error) {
      if (error instanceof BaseError) return 'typed error'
      throw error
    }
  }

  test.each(CALLS)('behavior: %s with random answers', async (_, call) => {
    await fc.assert(
      fc.asyncProperty(answers, async (answer) => {
        expect(await settle(call(serviceAnswering(() => answer)))).toMatch(/result|typed error/)
      }),
      { numRuns: 30 },
    )
  })

  test.each(CALLS)(
    'behavior: %s with its documented body, one value changed',
    async (_, call, valid) => {
      await fc.assert(
        fc.asyncProperty(mutate(valid), async (body) => {
          const data = serviceAnswering(() => ({ status: 200, body: JSON.stringify(body) ?? '' }))
          expect(await settle(call(data))).toMatch(/result|typed error/)
        }),
        { numRuns: 30 },
      )
    },
  )
})
