import { afterAll, expect, test } from 'vitest'
import { createHttpClient } from '../http/createHttpClient.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, PROJECT_ID, SDK } from '../test/documentedApi.js'
import { arbitrum, bitcoin, mainnet, polygon, sepolia, solana } from '../test/networks.js'
import { createCache } from '../utils/createCache.js'
import { createSupportedChainsLoader } from './getSupportedChains.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import type { DataServiceContext, Feature } from './types.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())

const http = createHttpClient({ baseUrl: server.url, projectId: PROJECT_ID, ...SDK, retry: false })
const now = Date.now
const ctx: DataServiceContext = {
  http,
  projectId: PROJECT_ID,
  now,
  loadSupportedChains: createSupportedChainsLoader(http),
  balanceCache: createCache({ ttl: 1, now }),
  identityCache: createCache({ ttl: 1, now }),
  nameCache: createCache({ ttl: 1, now }),
  addressNamesCache: createCache({ ttl: 1, now }),
  tokenBalanceGate: { failedAt: undefined },
  onTokenBalanceUnavailable: undefined,
  onEvent: undefined,
}

const FEATURES: Feature[] = [
  'balances',
  'names',
  'activity',
  'onramp',
  'swaps',
  'prices',
  'sessions',
]

test('default', async () => {
  await expect(isNetworkSupported(ctx, { network: mainnet, feature: 'balances' })).resolves.toBe(
    true,
  )
})

test('behavior: which feature is served where', async () => {
  const table: Record<string, string[]> = {}
  for (const network of [mainnet, arbitrum, sepolia, polygon, solana, bitcoin]) {
    const served: string[] = []
    for (const feature of FEATURES)
      if (await isNetworkSupported(ctx, { network, feature })) served.push(feature)
    if (served.length > 0) table[network.caipNetworkId] = served
  }
  expect(table).toMatchInlineSnapshot(`
    {
      "bip122:000000000019d6689c085ae165831e93": [
        "prices",
      ],
      "eip155:1": [
        "balances",
        "names",
        "activity",
        "onramp",
        "swaps",
        "prices",
        "sessions",
      ],
      "eip155:11155111": [
        "balances",
        "names",
        "activity",
        "onramp",
        "prices",
        "sessions",
      ],
      "eip155:42161": [
        "balances",
        "names",
        "activity",
        "onramp",
        "swaps",
        "prices",
        "sessions",
      ],
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp": [
        "balances",
        "onramp",
        "prices",
      ],
    }
  `)
})

test('parameters: swapChainIds replaces the swap networks, SPEC section 9 list by default', async () => {
  const swaps = (context: DataServiceContext) =>
    Promise.all(
      [mainnet, arbitrum, sepolia].map((network) =>
        isNetworkSupported(context, { network, feature: 'swaps' }),
      ),
    )
  await expect(swaps(ctx)).resolves.toEqual([true, true, false])
  await expect(swaps({ ...ctx, swapChainIds: [sepolia.caipNetworkId] })).resolves.toEqual([
    false,
    false,
    true,
  ])
  // a listed swap network is still served only where the service lists the chain
  await expect(
    isNetworkSupported(
      { ...ctx, swapChainIds: [polygon.caipNetworkId] },
      { network: polygon, feature: 'swaps' },
    ),
  ).resolves.toBe(false)
})
