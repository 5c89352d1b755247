import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, BALANCES, DOCUMENTED_API } from '../test/documentedApi.js'
import { arbitrum, bitcoin, mainnet, polygon, solana } from '../test/networks.js'
import { createClock, recordSleeps, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/account/${ADDRESS}/balance`
const [ether, usdc] = BALANCES.balances

test('default', async () => {
  const rows = await testDataService(server).getTokenBalances({
    address: ADDRESS,
    network: mainnet,
  })
  // the row with decimals '0' is dropped as low quality
  expect(rows).toEqual([{ ...ether, address: undefined }, usdc])
  const query = server.requestsTo(path)[0]?.query
  expect([query?.get('currency'), query?.get('chainId'), query?.has('forceUpdate')]).toEqual([
    'usd',
    'eip155:1',
    false,
  ])
})

test('parameters: forceUpdate skips the cache and asks the service to refresh', async () => {
  const data = testDataService(server)
  await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  await data.getTokenBalances({ address: ADDRESS, network: mainnet, forceUpdate: true })
  const requests = server.requestsTo(path)
  expect(requests).toHaveLength(2)
  expect(requests[1]?.query.get('forceUpdate')).toBe('true')
})

test('behavior: kept 30 s per network and address', async () => {
  const clock = createClock()
  const data = testDataService(server, { now: clock.now })
  await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  clock.advance(29_999)
  await data.getTokenBalances({
    address: ADDRESS.toUpperCase().replace('0X', '0x'),
    network: mainnet,
  })
  expect(server.requestsTo(path)).toHaveLength(1)
  await data.getTokenBalances({ address: ADDRESS, network: arbitrum })
  expect(server.requestsTo(path)).toHaveLength(2)
  clock.advance(1)
  await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(3)
})

test("behavior: a cached list is the caller's own copy", async () => {
  const data = testDataService(server)
  const first = await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  first.length = 0
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).resolves.toHaveLength(
    2,
  )
})

test('behavior: where balances are not served, the notice and no rows, without asking', async () => {
  const onTokenBalanceUnavailable = vi.fn()
  const data = testDataService(server, { onTokenBalanceUnavailable })
  for (const network of [bitcoin, polygon])
    await expect(data.getTokenBalances({ address: ADDRESS, network })).resolves.toEqual([])
  expect(onTokenBalanceUnavailable).toHaveBeenCalledTimes(2)
  expect(server.requestsTo(path)).toHaveLength(0)
  await expect(data.getTokenBalances({ address: 'So1ana', network: solana })).resolves.toHaveLength(
    2,
  )
})

test('behavior: a failure gives the notice, throws, and gates the next 30 s', async () => {
  const clock = createClock()
  const onTokenBalanceUnavailable = vi.fn()
  let calls = 0
  server.route('GET /v1/account/:address/balance', () =>
    calls++ === 0 ? { status: 500, body: 'down' } : { json: BALANCES },
  )
  const data = testDataService(server, { now: clock.now, onTokenBalanceUnavailable })
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).rejects.toMatchObject(
    {
      name: 'HttpStatusError',
      status: 500,
    },
  )
  expect(onTokenBalanceUnavailable).toHaveBeenCalledOnce()
  clock.advance(29_999)
  await expect(
    data.getTokenBalances({ address: ADDRESS, network: mainnet, forceUpdate: true }),
  ).resolves.toEqual([])
  expect(server.requestsTo(path)).toHaveLength(1)
  expect(onTokenBalanceUnavailable).toHaveBeenCalledOnce()
  clock.advance(1)
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).resolves.toHaveLength(
    2,
  )
  expect(server.requestsTo(path)).toHaveLength(2)
})

test('behavior: a malformed row is dropped, the rest kept', async () => {
  server.route('GET /v1/account/:address/balance', () => ({
    json: { balances: [{ ...ether, quantity: { decimals: 18 } }, usdc] },
  }))
  await expect(
    testDataService(server).getTokenBalances({ address: ADDRESS, network: mainnet }),
  ).resolves.toEqual([usdc])
})

test('behavior: a malformed body is a failure and nothing is kept', async () => {
  const clock = createClock()
  let calls = 0
  server.route('GET /v1/account/:address/balance', () =>
    calls++ === 0 ? { json: { balances: { 0: ether } } } : { json: BALANCES },
  )
  const data = testDataService(server, { now: clock.now })
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).rejects.toMatchObject(
    {
      name: 'InvalidResponseError',
      endpoint: 'GET /v1/account/{address}/balance',
      field: 'balances',
    },
  )
  clock.advance(30_000)
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).resolves.toHaveLength(
    2,
  )
})

test('behavior: an abort is not a failure: no notice, no gate', async () => {
  const onTokenBalanceUnavailable = vi.fn()
  const data = testDataService(server, { onTokenBalanceUnavailable })
  await expect(
    data.getTokenBalances({ address: ADDRESS, network: mainnet, signal: AbortSignal.abort() }),
  ).rejects.toBeInstanceOf(RequestAbortedError)
  expect(onTokenBalanceUnavailable).not.toHaveBeenCalled()
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).resolves.toHaveLength(
    2,
  )
})

test('behavior: a 429 is retried after its Retry-After', async () => {
  let calls = 0
  server.route('GET /v1/account/:address/balance', () =>
    calls++ === 0 ? { status: 429, headers: { 'retry-after': '2' } } : { json: BALANCES },
  )
  const { sleep, delays } = recordSleeps()
  const data = testDataService(server, { retry: {}, sleep })
  await expect(data.getTokenBalances({ address: ADDRESS, network: mainnet })).resolves.toHaveLength(
    2,
  )
  expect(delays).toEqual([2000])
})
