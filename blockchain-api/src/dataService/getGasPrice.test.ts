import { afterAll, afterEach, expect, test } from 'vitest'
import { NetworkNotSupportedError } from '../errors/service.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, GAS_PRICE } from '../test/documentedApi.js'
import { mainnet, polygon, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(testDataService(server).getGasPrice({ network: mainnet })).resolves.toEqual(
    GAS_PRICE,
  )
  expect(server.requestsTo('/v1/convert/gas-price')[0]?.query.get('chainId')).toBe('eip155:1')
})

test("behavior: throws 'Network not supported for Gas Price' off the swap networks", async () => {
  const data = testDataService(server)
  for (const network of [polygon, solana])
    await expect(data.getGasPrice({ network })).rejects.toThrowError(NetworkNotSupportedError)
  await expect(data.getGasPrice({ network: polygon })).rejects.toMatchObject({
    shortMessage: 'Network not supported for Gas Price',
  })
  expect(server.requestsTo('/v1/convert/gas-price')).toHaveLength(0)
})

test('behavior: a missing speed names the field', async () => {
  server.route('GET /v1/convert/gas-price', () => ({ json: { standard: '1', fast: '2' } }))
  await expect(testDataService(server).getGasPrice({ network: mainnet })).rejects.toMatchObject({
    field: 'instant',
  })
})
