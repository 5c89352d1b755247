import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, PROJECT_ID, SDK, WALLETS } from '../test/documentedApi.js'
import { testWalletExplorer } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const ids = (result: { data: { id: string }[] }) => result.data.map((wallet) => wallet.id)

test('default', async () => {
  const result = await testWalletExplorer(server).getWallets({ page: 1, entries: 2 })
  expect(ids(result)).toEqual(['w1', 'w2'])
  expect(result.count).toBe(WALLETS.length)
  expect(result.data[1]?.name).toBe('Beta Wallet')
  // null and missing fields both come out undefined
  expect([result.data[1]?.injected, result.data[1]?.rdns]).toEqual([undefined, undefined])
  const query = server.requestsTo('/explorer/getWallets')[0]?.query
  expect(Object.fromEntries(query ?? [])).toEqual({
    page: '1',
    entries: '2',
    projectId: PROJECT_ID,
    st: SDK.sdkType,
    sv: SDK.sdkVersion,
  })
})

test('parameters: page', async () => {
  const result = await testWalletExplorer(server).getWallets({ page: 3, entries: 2 })
  expect(ids(result)).toEqual(['w5'])
})

test('parameters: include, exclude, chains, search and badge_type', async () => {
  const explorer = testWalletExplorer(server)
  const page = { page: 1, entries: 40 }
  expect(ids(await explorer.getWallets({ ...page, include: ['w1', 'w3'] }))).toEqual(['w1', 'w3'])
  expect(ids(await explorer.getWallets({ ...page, exclude: ['w1', 'w2'] }))).toEqual([
    'w3',
    'w4',
    'w5',
  ])
  expect(ids(await explorer.getWallets({ ...page, chains: ['eip155:42161'] }))).toEqual(['w4'])
  expect(ids(await explorer.getWallets({ ...page, search: 'wallet' }))).toEqual(['w1', 'w2', 'w4'])
  expect(ids(await explorer.getWallets({ ...page, badgeType: 'certified' }))).toEqual([
    'w1',
    'w3',
    'w5',
  ])
  const query = server.requestsTo('/explorer/getWallets').map((request) => request.query)
  expect(query[0]?.get('include')).toBe('w1,w3')
  expect(query[4]?.get('badge_type')).toBe('certified')
})

test('behavior: empty lists and an empty search are left out', async () => {
  await testWalletExplorer(server).getWallets({ page: 1, entries: 1, include: [], search: '' })
  const query = server.requestsTo('/explorer/getWallets')[0]?.query
  expect([query?.has('include'), query?.has('search')]).toEqual([false, false])
})

test('behavior: a wallet without a name is dropped, the others kept', async () => {
  server.route('GET /explorer/getWallets', () => ({
    json: { data: [{ id: 'x' }, { id: 'y', name: 'Y' }], count: 2 },
  }))
  await expect(
    testWalletExplorer(server).getWallets({ page: 1, entries: 2 }),
  ).resolves.toMatchObject({ data: [{ id: 'y', name: 'Y' }], count: 2 })
})

test('behavior: a count as a numeric string reads as a number; a word is a typed error', async () => {
  server.route('GET /explorer/getWallets', () => ({ json: { data: [], count: '0' } }))
  await expect(testWalletExplorer(server).getWallets({ page: 1, entries: 1 })).resolves.toEqual({
    data: [],
    count: 0,
  })
  server.route('GET /explorer/getWallets', () => ({ json: { data: [], count: 'none' } }))
  await expect(
    testWalletExplorer(server).getWallets({ page: 1, entries: 1 }),
  ).rejects.toMatchObject({ endpoint: 'GET /getWallets', field: 'count' })
})
