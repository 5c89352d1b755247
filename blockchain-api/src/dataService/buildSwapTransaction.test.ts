import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import {
  ADDRESS,
  DOCUMENTED_API,
  PROJECT_ID,
  SWAP_TRANSACTION,
  USDC,
} from '../test/documentedApi.js'
import { mainnet, sepolia } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = { amount: '1000000', from: USDC, to: 'eip155:1:0xeeee', userAddress: ADDRESS }

test('default', async () => {
  await expect(
    testDataService(server).buildSwapTransaction({ ...parameters, network: mainnet }),
  ).resolves.toEqual(SWAP_TRANSACTION)
  expect(server.requestsTo('/v1/convert/build-transaction')[0]?.json).toEqual({
    projectId: PROJECT_ID,
    amount: '1000000',
    eip155: { slippage: 1 },
    from: USDC,
    to: 'eip155:1:0xeeee',
    userAddress: ADDRESS,
    disableEstimate: false,
  })
})

test('parameters: slippage and disableEstimate', async () => {
  await testDataService(server).buildSwapTransaction({
    ...parameters,
    network: mainnet,
    slippage: 0.5,
    disableEstimate: true,
  })
  expect(server.requestsTo('/v1/convert/build-transaction')[0]?.json).toMatchObject({
    eip155: { slippage: 0.5 },
    disableEstimate: true,
  })
})

test("behavior: throws 'Network not supported for Swaps' off the swap networks", async () => {
  await expect(
    testDataService(server).buildSwapTransaction({ ...parameters, network: sepolia }),
  ).rejects.toMatchObject({
    name: 'NetworkNotSupportedError',
    shortMessage: 'Network not supported for Swaps',
  })
  expect(server.requestsTo('/v1/convert/build-transaction')).toHaveLength(0)
})

test('behavior: a transaction without gas names the field', async () => {
  server.route('POST /v1/convert/build-transaction', () => ({
    json: { tx: { ...SWAP_TRANSACTION.tx, eip155: {} } },
  }))
  await expect(
    testDataService(server).buildSwapTransaction({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ field: 'tx.eip155.gas' })
})
