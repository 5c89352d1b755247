import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, APPROVE_TRANSACTION, DOCUMENTED_API, USDC } from '../test/documentedApi.js'
import { mainnet, polygon } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = { userAddress: ADDRESS, from: USDC, to: 'eip155:1:0xeeee' }

test('default', async () => {
  await expect(
    testDataService(server).buildApproveTransaction({ ...parameters, network: mainnet }),
  ).resolves.toEqual(APPROVE_TRANSACTION)
  const query = server.requestsTo('/v1/convert/build-approve')[0]?.query
  expect([query?.get('userAddress'), query?.get('from'), query?.get('to')]).toEqual([
    ADDRESS,
    USDC,
    'eip155:1:0xeeee',
  ])
})

test("behavior: throws 'Network not supported for Swaps' off the swap networks", async () => {
  await expect(
    testDataService(server).buildApproveTransaction({ ...parameters, network: polygon }),
  ).rejects.toThrowError('Network not supported for Swaps')
  expect(server.requestsTo('/v1/convert/build-approve')).toHaveLength(0)
})

test('behavior: a body that is an array is a typed error naming the first missing field', async () => {
  server.route('GET /v1/convert/build-approve', () => ({ json: [APPROVE_TRANSACTION] }))
  await expect(
    testDataService(server).buildApproveTransaction({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ name: 'InvalidResponseError', field: 'tx' })
})
