import { expect, test } from 'vitest'
import { arbitrum } from '../networks/evm.js'
import { ADDRESS, connectKit, createFeatureKit, PROJECT_ID } from '../test/createFeatureKit.js'
import { useDataServer } from '../test/useDataServer.js'
import type { DataSource } from '../types/dataSource.js'
import { fetchHistory } from './fetchHistory.js'
import { switchNetwork } from './switchNetwork.js'

const server = useDataServer()

const ids = (kit: ReturnType<typeof createFeatureKit>['kit']) =>
  kit.$transactions.get().transactions.map((t) => t.id)

test('default: pages by cursor, active chain only, spam left out', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  const loading = fetchHistory(kit)
  expect(kit.$transactions.get()).toMatchObject({ loading: true, transactions: [] })
  await loading
  // a2 is all spam, a3 is on arbitrum
  expect(ids(kit)).toEqual(['a1', 'a4', 'a5'])
  expect(kit.$transactions.get()).toMatchObject({ loading: false, empty: false, next: 'cursor-2' })
  const [first] = kit.$transactions.get().transactions
  expect(first?.transfers[0]).toMatchObject({
    fungible_info: { symbol: 'ETH', icon: { url: 'https://img.test/eth.png' } },
    quantity: { numeric: '1' },
    direction: 'in',
  })
  await fetchHistory(kit, { next: true })
  expect(ids(kit)).toEqual(['a1', 'a4', 'a5', 'b1'])
  expect(kit.$transactions.get().next).toBeUndefined()
  // after the last page there is nothing to read
  const requests = server.requestsTo(`/v1/account/${ADDRESS}/history`).length
  await fetchHistory(kit, { next: true })
  expect(server.requestsTo(`/v1/account/${ADDRESS}/history`)).toHaveLength(requests)
  expect(server.requestsTo(`/v1/account/${ADDRESS}/history`)[1]?.query.get('cursor')).toBe(
    'cursor-2',
  )
})

test('behavior: another network starts a new list', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchHistory(kit)
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  await fetchHistory(kit, { next: true })
  expect(ids(kit)).toEqual(['a3'])
})

test('behavior: nothing to show is empty', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/account/:address/history', () => ({ json: { data: [], next: null } }))
  await connectKit(kit)
  expect(await fetchHistory(kit)).toEqual({
    transactions: [],
    loading: false,
    empty: true,
    next: undefined,
  })
})

test('behavior: a failure is empty with no cursor, a toast and one event', async () => {
  const { kit, events } = createFeatureKit(server)
  await connectKit(kit)
  await fetchHistory(kit)
  server.route('GET /v1/account/:address/history', () => ({ status: 500, body: 'down' }))
  await expect(fetchHistory(kit, { next: true })).rejects.toMatchObject({
    name: 'FetchTransactionsError',
    shortMessage: 'Failed to fetch transactions',
  })
  expect(kit.$transactions.get()).toEqual({
    transactions: [],
    loading: false,
    empty: true,
    next: undefined,
  })
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'error',
    message: 'Failed to fetch transactions',
  })
  expect(
    events.filter((e) => e.type === 'track' && e.event === 'ERROR_FETCH_TRANSACTIONS'),
  ).toEqual([
    {
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: {
        address: ADDRESS,
        projectId: PROJECT_ID,
        cursor: 'cursor-2',
        isSmartAccount: false,
      },
    },
  ])
})

test('behavior: any data source failing records the event', async () => {
  const dataSource: DataSource = {
    getTokenBalances: async () => [],
    getIdentity: async () => ({ name: null, avatar: null }),
    getTransactions: async () => {
      throw new Error('offline')
    },
  }
  const { kit, events } = createFeatureKit(server, { dataSource })
  await connectKit(kit)
  await expect(fetchHistory(kit)).rejects.toMatchObject({
    name: 'FetchTransactionsError',
    cause: { message: 'offline' },
  })
  expect(
    events.filter((e) => e.type === 'track' && e.event === 'ERROR_FETCH_TRANSACTIONS'),
  ).toHaveLength(1)
  expect(kit.$transactions.get().empty).toBe(true)
})

test('behavior: an aborted read leaves the list as it was', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  await fetchHistory(kit)
  server.route('GET /v1/account/:address/history', () => ({ delay: 200, json: { data: [] } }))
  const controller = new AbortController()
  const read = fetchHistory(kit, { next: true, signal: controller.signal })
  controller.abort()
  await expect(read).rejects.toBeDefined()
  expect(kit.$transactions.get()).toMatchObject({ loading: false, next: 'cursor-2' })
  expect(ids(kit)).toEqual(['a1', 'a4', 'a5'])
})

test('behavior: without a data source', async () => {
  const { kit } = createFeatureKit(server, { dataSource: undefined })
  await connectKit(kit)
  await expect(fetchHistory(kit)).rejects.toMatchObject({
    name: 'DataSourceMethodMissingError',
    method: 'getTransactions',
  })
})
