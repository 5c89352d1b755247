import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, BALANCES, DOCUMENTED_API } from '../test/documentedApi.js'
import { bitcoin, mainnet } from '../test/networks.js'
import { createClock, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/account/${ADDRESS}/balance`

test('default', async () => {
  const row = await testDataService(server).getNativeBalance({ address: ADDRESS, network: mainnet })
  expect(row).toMatchObject({ symbol: 'ETH', quantity: { numeric: '1.0' } })
  expect(row?.address).toBeUndefined()
})

test('behavior: shares the balance call and its 30 s cache', async () => {
  const clock = createClock()
  const data = testDataService(server, { now: clock.now })
  await data.getTokenBalances({ address: ADDRESS, network: mainnet })
  await data.getNativeBalance({ address: ADDRESS, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(1)
  clock.advance(30_000)
  await data.getNativeBalance({ address: ADDRESS, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(2)
})

test('behavior: undefined without a native row or where balances are not served', async () => {
  server.route('GET /v1/account/:address/balance', () => ({
    json: { balances: BALANCES.balances.slice(1) },
  }))
  const data = testDataService(server)
  await expect(
    data.getNativeBalance({ address: ADDRESS, network: mainnet }),
  ).resolves.toBeUndefined()
  await expect(
    data.getNativeBalance({ address: ADDRESS, network: bitcoin }),
  ).resolves.toBeUndefined()
})
