import { afterAll, afterEach, expect, test } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API } from '../test/documentedApi.js'
import { testWalletExplorer } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(testWalletExplorer(server).getAnalyticsConfig()).resolves.toEqual({
    isAnalyticsEnabled: true,
  })
})

test('behavior: a wrong project id maps to INVALID_PROJECT_ID', async () => {
  await expect(
    testWalletExplorer(server, { projectId: 'wrong' }).getAnalyticsConfig(),
  ).rejects.toMatchObject({ status: 401, alert: ALERTS.INVALID_PROJECT_ID })
})

test("behavior: 'true' as a string is a typed error", async () => {
  server.route('GET /explorer/getAnalyticsConfig', () => ({ json: { isAnalyticsEnabled: 'true' } }))
  await expect(testWalletExplorer(server).getAnalyticsConfig()).rejects.toMatchObject({
    endpoint: 'GET /getAnalyticsConfig',
    field: 'isAnalyticsEnabled',
  })
})
