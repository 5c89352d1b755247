import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { RequestAbortedError } from '../errors/request.js'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, HISTORY_PAGE_1, PROJECT_ID } from '../test/documentedApi.js'
import { mainnet, polygon, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/account/${ADDRESS}/history`

test('default', async () => {
  const page = await testDataService(server).getTransactions({ address: ADDRESS, network: mainnet })
  // a2 is all spam, a3 is on arbitrum
  expect(page.data.map((transaction) => transaction.id)).toEqual(['a1', 'a4', 'a5'])
  expect(page.next).toBe('cursor-2')
  expect(server.requestsTo(path)[0]?.query.get('chainId')).toBe('eip155:1')
})

test('parameters: cursor gives the next page; the last has no cursor', async () => {
  const page = await testDataService(server).getTransactions({
    address: ADDRESS,
    network: mainnet,
    cursor: 'cursor-2',
  })
  expect(page).toMatchObject({ data: [{ id: 'b1' }], next: undefined })
})

test('parameters: onramp coinbase is fetched past every cache', async () => {
  const data = testDataService(server)
  await data.getTransactions({ address: ADDRESS, network: mainnet, onramp: 'coinbase' })
  await data.getTransactions({ address: ADDRESS, network: mainnet })
  const [coinbase, plain] = server.requestsTo(path)
  expect(coinbase?.query.get('onramp')).toBe('coinbase')
  expect(coinbase?.headers['cache-control']).toBe('max-age=0')
  expect(plain?.query.has('onramp')).toBe(false)
  expect(plain?.headers['cache-control']).toBeUndefined()
})

test('behavior: empty where activity is not served, without asking', async () => {
  const data = testDataService(server)
  for (const network of [solana, polygon])
    await expect(data.getTransactions({ address: ADDRESS, network })).resolves.toEqual({
      data: [],
      next: undefined,
    })
  expect(server.requestsTo(path)).toHaveLength(0)
})

test('behavior: a failure throws Failed to fetch transactions and emits its event', async () => {
  server.route('GET /v1/account/:address/history', () => ({
    status: 403,
    json: { message: 'Unauthorized: origin not allowed' },
  }))
  const onEvent = vi.fn()
  const error = await testDataService(server, { onEvent })
    .getTransactions({ address: ADDRESS, network: mainnet, cursor: 'c1' })
    .catch((reason: unknown) => reason)
  expect(error).toMatchObject({
    name: 'FetchTransactionsError',
    shortMessage: 'Failed to fetch transactions',
    alert: ALERTS.INVALID_APP_CONFIGURATION,
    cause: { status: 403 },
  })
  expect(onEvent).toHaveBeenCalledWith({
    event: 'ERROR_FETCH_TRANSACTIONS',
    properties: {
      address: ADDRESS,
      projectId: PROJECT_ID,
      cursor: 'c1',
      caipNetworkId: 'eip155:1',
    },
  })
})

test('behavior: a malformed page is a failure too', async () => {
  server.route('GET /v1/account/:address/history', () => ({
    json: { data: { 0: { id: 'x' } }, next: null },
  }))
  const onEvent = vi.fn()
  await expect(
    testDataService(server, { onEvent }).getTransactions({ address: ADDRESS, network: mainnet }),
  ).rejects.toMatchObject({
    name: 'FetchTransactionsError',
    cause: { name: 'InvalidResponseError', field: 'data' },
  })
  expect(onEvent).toHaveBeenCalledOnce()
})

test('behavior: a malformed transaction is dropped and reported, the rest of the page kept', async () => {
  const [good] = HISTORY_PAGE_1.data
  server.route('GET /v1/account/:address/history', () => ({
    json: { data: [{ id: 'x', metadata: {}, transfers: [] }, good], next: null },
  }))
  const onEvent = vi.fn()
  const onDroppedRows = vi.fn()
  const page = await testDataService(server, { onEvent, onDroppedRows }).getTransactions({
    address: ADDRESS,
    network: mainnet,
  })
  expect(page.data.map((tx) => tx.id)).toEqual([good?.id])
  expect(onDroppedRows).toHaveBeenCalledWith({
    endpoint: 'GET /v1/account/{address}/history',
    lists: [
      { path: 'data', rows: [{ index: 0, message: expect.stringContaining('operationType') }] },
    ],
  })
  expect(onEvent).not.toHaveBeenCalled()
})

test('behavior: an abort is not a failure', async () => {
  const onEvent = vi.fn()
  await expect(
    testDataService(server, { onEvent }).getTransactions({
      address: ADDRESS,
      network: mainnet,
      signal: AbortSignal.abort(),
    }),
  ).rejects.toBeInstanceOf(RequestAbortedError)
  expect(onEvent).not.toHaveBeenCalled()
})
