import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, SWAP_TOKENS } from '../test/documentedApi.js'
import { arbitrum, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(testDataService(server).getSwapTokens({ network: arbitrum })).resolves.toEqual(
    SWAP_TOKENS,
  )
  expect(server.requestsTo('/v1/convert/tokens')[0]?.query.get('chainId')).toBe('eip155:42161')
})

test('behavior: no tokens off the swap networks', async () => {
  await expect(testDataService(server).getSwapTokens({ network: solana })).resolves.toEqual({
    tokens: [],
  })
  expect(server.requestsTo('/v1/convert/tokens')).toHaveLength(0)
})

test('behavior: decimals as a numeric string reads as a number; a bad token is dropped', async () => {
  server.route('GET /v1/convert/tokens', () => ({
    json: {
      tokens: [
        { ...SWAP_TOKENS.tokens[0], decimals: '6' },
        { ...SWAP_TOKENS.tokens[0], decimals: 'six' },
      ],
    },
  }))
  await expect(testDataService(server).getSwapTokens({ network: arbitrum })).resolves.toEqual({
    tokens: [{ ...SWAP_TOKENS.tokens[0], decimals: 6, eip2612: SWAP_TOKENS.tokens[0]?.eip2612 }],
  })
})
