import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, IDENTITY } from '../test/documentedApi.js'
import { mainnet, polygon, sepolia, solana } from '../test/networks.js'
import { createClock, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/identity/${ADDRESS}`

test('default', async () => {
  const data = testDataService(server)
  await expect(
    data.getIdentity({ address: ADDRESS, network: mainnet, sender: ADDRESS }),
  ).resolves.toEqual(IDENTITY)
  expect(server.requestsTo(path)[0]?.query.get('sender')).toBe(ADDRESS)
})

test('behavior: kept 5 min per address, in any letter case', async () => {
  const clock = createClock()
  const data = testDataService(server, { now: clock.now })
  await data.getIdentity({ address: ADDRESS, network: mainnet })
  clock.advance(299_999)
  await data.getIdentity({ address: ADDRESS.toUpperCase().replace('0X', '0x'), network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(1)
  clock.advance(1)
  await data.getIdentity({ address: ADDRESS, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(2)
})

test('behavior: empty on testnets, other namespaces and unlisted networks, without asking', async () => {
  const data = testDataService(server)
  for (const network of [sepolia, solana, polygon])
    await expect(data.getIdentity({ address: ADDRESS, network })).resolves.toEqual({
      name: null,
      avatar: null,
    })
  expect(server.requestsTo(path)).toHaveLength(0)
})

test('behavior: missing or null fields are null', async () => {
  server.route('GET /v1/identity/:address', () => ({ json: { name: 'bob.eth' } }))
  await expect(
    testDataService(server).getIdentity({ address: ADDRESS, network: mainnet }),
  ).resolves.toEqual({ name: 'bob.eth', avatar: null })
})

test('behavior: a wrong type is a typed error, and nothing is kept', async () => {
  let calls = 0
  server.route('GET /v1/identity/:address', () =>
    calls++ === 0 ? { json: { name: 7, avatar: null } } : { json: IDENTITY },
  )
  const data = testDataService(server)
  await expect(data.getIdentity({ address: ADDRESS, network: mainnet })).rejects.toMatchObject({
    name: 'InvalidResponseError',
    endpoint: 'GET /v1/identity/{address}',
    field: 'name',
  })
  await expect(data.getIdentity({ address: ADDRESS, network: mainnet })).resolves.toEqual(IDENTITY)
})

test('behavior: an empty address is rejected before any request', async () => {
  await expect(
    testDataService(server).getIdentity({ address: '', network: mainnet }),
  ).rejects.toMatchObject({ name: 'InvalidPathParameterError' })
  expect(server.requestsTo('/v1/identity/')).toHaveLength(0)
})
