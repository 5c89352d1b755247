import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, PROJECT_ID } from '../test/documentedApi.js'
import { bitcoin, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = {
  destinationWallets: [{ address: ADDRESS, blockchains: ['ethereum'], assets: ['ETH'] }],
  defaultNetwork: 'ethereum',
  partnerUserId: 'user-1',
  presetFiatAmount: 50,
}

test('default', async () => {
  await expect(
    testDataService(server).getOnrampUrl({ ...parameters, network: solana }),
  ).resolves.toEqual({ url: 'https://pay.test/buy?session=1' })
  const [request] = server.requestsTo('/v1/generators/onrampurl')
  expect(request?.query.get('projectId')).toBe(PROJECT_ID)
  expect(request?.json).toEqual({ ...parameters, defaultExperience: 'buy' })
})

test('behavior: undefined where the on-ramp is not served', async () => {
  await expect(
    testDataService(server).getOnrampUrl({ ...parameters, network: bitcoin }),
  ).resolves.toBeUndefined()
  expect(server.requestsTo('/v1/generators/onrampurl')).toHaveLength(0)
})

test.each(['javascript:alert(1)', 'data:text/html,hi', 'not a url'])(
  'behavior: %s is never handed out as the page to open',
  async (url) => {
    server.route('POST /v1/generators/onrampurl', () => ({ json: { url } }))
    await expect(
      testDataService(server).getOnrampUrl({ ...parameters, network: solana }),
    ).rejects.toMatchObject({ name: 'InvalidResponseError', field: 'url' })
  },
)
