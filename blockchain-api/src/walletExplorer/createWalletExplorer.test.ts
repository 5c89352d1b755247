import { afterAll, expect, test, vi } from 'vitest'
import { ServiceUnavailableError } from '../errors/service.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, SDK } from '../test/documentedApi.js'
import { testWalletExplorer } from '../test/setup.js'
import { createWalletExplorer } from './createWalletExplorer.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())

test('default', () => {
  const explorer = testWalletExplorer(server)
  expect(explorer.available).toBe(true)
  expect(Object.keys(explorer)).toMatchInlineSnapshot(`
    [
      "available",
      "getWallets",
      "getAnalyticsConfig",
      "getWalletImageUrl",
      "getAssetImageUrl",
      "getCurrencyImageUrl",
      "getTokenImageUrl",
    ]
  `)
})

test('behavior: without a base URL, calls reject and URL getters throw, sending nothing', async () => {
  const fetch = vi.fn(globalThis.fetch)
  const explorer = createWalletExplorer({ ...SDK, fetch })
  expect(explorer.available).toBe(false)
  await expect(explorer.getWallets({ page: 1, entries: 1 })).rejects.toBeInstanceOf(
    ServiceUnavailableError,
  )
  await expect(explorer.getAnalyticsConfig()).rejects.toThrowError(
    'The wallet explorer is not configured',
  )
  for (const get of [
    explorer.getWalletImageUrl,
    explorer.getAssetImageUrl,
    explorer.getCurrencyImageUrl,
    explorer.getTokenImageUrl,
  ])
    expect(() => get('x')).toThrowError(ServiceUnavailableError)
  expect(fetch).not.toHaveBeenCalled()
})
