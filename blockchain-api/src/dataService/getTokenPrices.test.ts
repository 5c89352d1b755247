import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, PROJECT_ID, TOKEN_PRICES, USDC } from '../test/documentedApi.js'
import { bitcoin, polygon } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(
    testDataService(server).getTokenPrices({ network: bitcoin, addresses: [USDC] }),
  ).resolves.toEqual(TOKEN_PRICES)
  expect(server.requestsTo('/v1/fungible/price')[0]?.json).toEqual({
    currency: 'usd',
    addresses: [USDC],
    projectId: PROJECT_ID,
  })
})

test('behavior: no prices on unlisted networks', async () => {
  await expect(
    testDataService(server).getTokenPrices({ network: polygon, addresses: [USDC] }),
  ).resolves.toEqual({ fungibles: [] })
  expect(server.requestsTo('/v1/fungible/price')).toHaveLength(0)
})

test('behavior: a row with a null price is dropped; fungibles not a list is a typed error', async () => {
  server.route('POST /v1/fungible/price', () => ({
    json: { fungibles: [{ ...TOKEN_PRICES.fungibles[0], price: null }] },
  }))
  await expect(
    testDataService(server).getTokenPrices({ network: bitcoin, addresses: [USDC] }),
  ).resolves.toEqual({ fungibles: [] })
  server.route('POST /v1/fungible/price', () => ({ json: { fungibles: null } }))
  await expect(
    testDataService(server).getTokenPrices({ network: bitcoin, addresses: [USDC] }),
  ).rejects.toMatchObject({ endpoint: 'POST /v1/fungible/price', field: 'fungibles' })
})
