import { afterAll, expect, test, vi } from 'vitest'
import { ServiceUnavailableError } from '../errors/service.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, SDK } from '../test/documentedApi.js'
import { testAnalytics } from '../test/setup.js'
import { createAnalytics } from './createAnalytics.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())

test('default', async () => {
  const analytics = testAnalytics(server)
  expect(Object.keys(analytics)).toEqual(['available', 'sendEvent'])
  expect(analytics.available).toBe(true)
})

test('behavior: without a base URL, sendEvent rejects as unavailable and sends nothing', async () => {
  const fetch = vi.fn(globalThis.fetch)
  const analytics = createAnalytics({ ...SDK, baseUrl: '', fetch })
  expect(analytics.available).toBe(false)
  await expect(
    analytics.sendEvent({ url: 'u', domain: 'd', props: { event: 'X' } }),
  ).rejects.toBeInstanceOf(ServiceUnavailableError)
  expect(fetch).not.toHaveBeenCalled()
})
