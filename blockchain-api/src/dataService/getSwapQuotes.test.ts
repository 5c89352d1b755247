import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, SWAP_QUOTES, USDC } from '../test/documentedApi.js'
import { mainnet, polygon, sepolia } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = {
  amount: '1000000',
  userAddress: ADDRESS,
  from: USDC,
  to: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  gasPrice: '20000000000',
}

test('default', async () => {
  const quotes = await testDataService(server).getSwapQuotes({ ...parameters, network: mainnet })
  expect(quotes).toEqual({ quotes: [{ ...SWAP_QUOTES.quotes[0], id: undefined }] })
  const query = server.requestsTo('/v1/convert/quotes')[0]?.query
  expect(query?.get('amount')).toBe('1000000')
  expect(query?.get('from')).toBe(USDC)
})

test('behavior: no quotes off the swap networks, without asking', async () => {
  const data = testDataService(server)
  for (const network of [sepolia, polygon])
    await expect(data.getSwapQuotes({ ...parameters, network })).resolves.toEqual({ quotes: [] })
  expect(server.requestsTo('/v1/convert/quotes')).toHaveLength(0)
})

test('behavior: a quote without toAmount is dropped; quotes not a list names the field', async () => {
  server.route('GET /v1/convert/quotes', () => ({ json: { quotes: [{ fromAmount: '1' }] } }))
  await expect(
    testDataService(server).getSwapQuotes({ ...parameters, network: mainnet }),
  ).resolves.toEqual({ quotes: [] })
  server.route('GET /v1/convert/quotes', () => ({ json: { quotes: 'none' } }))
  await expect(
    testDataService(server).getSwapQuotes({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ name: 'InvalidResponseError', field: 'quotes' })
})
