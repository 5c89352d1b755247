import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, PROFILE } from '../test/documentedApi.js'
import { mainnet, sepolia, solana } from '../test/networks.js'
import { createClock, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/profile/reverse/${ADDRESS}`

test('default', async () => {
  await expect(
    testDataService(server).getNamesForAddress({
      address: ADDRESS,
      network: mainnet,
      sender: ADDRESS,
    }),
  ).resolves.toEqual([{ ...PROFILE, address: ADDRESS }])
  const query = server.requestsTo(path)[0]?.query
  expect([query?.get('sender'), query?.get('apiVersion')]).toEqual([ADDRESS, '2'])
})

test('behavior: kept 5 min', async () => {
  const clock = createClock()
  const data = testDataService(server, { now: clock.now })
  await data.getNamesForAddress({ address: ADDRESS, network: sepolia })
  clock.advance(299_999)
  await data.getNamesForAddress({ address: ADDRESS, network: sepolia })
  expect(server.requestsTo(path)).toHaveLength(1)
  clock.advance(1)
  await data.getNamesForAddress({ address: ADDRESS, network: sepolia })
  expect(server.requestsTo(path)).toHaveLength(2)
})

test('behavior: none where names are not served', async () => {
  await expect(
    testDataService(server).getNamesForAddress({ address: ADDRESS, network: solana }),
  ).resolves.toEqual([])
})

test("behavior: a failure is 'Error fetching names for address'", async () => {
  server.route('GET /v1/profile/reverse/:address', () => ({ json: { names: [] } }))
  await expect(
    testDataService(server).getNamesForAddress({ address: ADDRESS, network: mainnet }),
  ).rejects.toMatchObject({
    name: 'AddressNamesError',
    shortMessage: 'Error fetching names for address',
    cause: { name: 'InvalidResponseError', field: '' },
  })
})
