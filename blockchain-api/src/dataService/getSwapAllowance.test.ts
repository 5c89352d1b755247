import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, USDC } from '../test/documentedApi.js'
import { mainnet, sepolia } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = { tokenAddress: USDC, userAddress: ADDRESS }

test('default', async () => {
  await expect(
    testDataService(server).getSwapAllowance({ ...parameters, network: mainnet }),
  ).resolves.toEqual({ allowance: '1000000' })
  expect(server.requestsTo('/v1/convert/allowance')[0]?.query.get('tokenAddress')).toBe(USDC)
})

test("behavior: '0' off the swap networks", async () => {
  await expect(
    testDataService(server).getSwapAllowance({ ...parameters, network: sepolia }),
  ).resolves.toEqual({ allowance: '0' })
  expect(server.requestsTo('/v1/convert/allowance')).toHaveLength(0)
})

test('behavior: an allowance sent as a number reads as its string', async () => {
  server.route('GET /v1/convert/allowance', () => ({ json: { allowance: 5 } }))
  await expect(
    testDataService(server).getSwapAllowance({ ...parameters, network: mainnet }),
  ).resolves.toEqual({ allowance: '5' })
})

test('behavior: a non-numeric allowance is a typed error', async () => {
  server.route('GET /v1/convert/allowance', () => ({ json: { allowance: 'lots' } }))
  await expect(
    testDataService(server).getSwapAllowance({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ field: 'allowance' })
})
