import { afterAll, afterEach, expect, test, vi } from 'vitest'
import { ALERTS } from '../errors/alerts.js'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, PROFILE } from '../test/documentedApi.js'
import { mainnet, solana } from '../test/networks.js'
import { createClock, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const path = `/v1/profile/account/${PROFILE.name}`

test('default', async () => {
  const profile = await testDataService(server).resolveName({
    name: PROFILE.name,
    network: mainnet,
  })
  // the first address entry is the one the name resolves to
  expect(profile).toEqual({ ...PROFILE, address: ADDRESS })
  expect(server.requestsTo(path)[0]?.query.get('apiVersion')).toBe('2')
})

test('behavior: an unknown name is undefined', async () => {
  await expect(
    testDataService(server).resolveName({ name: 'nobody.reown.id', network: mainnet }),
  ).resolves.toBeUndefined()
})

test('behavior: kept 5 min', async () => {
  const clock = createClock()
  const data = testDataService(server, { now: clock.now })
  await data.resolveName({ name: PROFILE.name, network: mainnet })
  clock.advance(299_999)
  await data.resolveName({ name: PROFILE.name, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(1)
  clock.advance(1)
  await data.resolveName({ name: PROFILE.name, network: mainnet })
  expect(server.requestsTo(path)).toHaveLength(2)
})

test('behavior: undefined where names are not served', async () => {
  await expect(
    testDataService(server).resolveName({ name: PROFILE.name, network: solana }),
  ).resolves.toBeUndefined()
  expect(server.requestsTo(path)).toHaveLength(0)
})

test("behavior: a failure is 'Error resolving name', with the alert of its cause", async () => {
  server.route('GET /v1/profile/account/:name', () => ({
    status: 401,
    json: { message: 'Unauthorized: invalid key' },
  }))
  const onAlert = vi.fn()
  await expect(
    testDataService(server, { onAlert }).resolveName({ name: PROFILE.name, network: mainnet }),
  ).rejects.toMatchObject({
    name: 'NameResolutionError',
    shortMessage: 'Error resolving name',
    alert: ALERTS.INVALID_PROJECT_ID,
  })
  expect(onAlert).toHaveBeenCalledWith(ALERTS.INVALID_PROJECT_ID)
})

test('behavior: a 404 of the supported-chains check is a failure, not an unknown name', async () => {
  server.route('GET /v1/supported-chains', () => ({ status: 404 }))
  await expect(
    testDataService(server).resolveName({ name: PROFILE.name, network: mainnet }),
  ).rejects.toMatchObject({ name: 'NameResolutionError' })
})

test('behavior: addresses that are not an object fail with the field named in the cause', async () => {
  server.route('GET /v1/profile/account/:name', () => ({ json: { ...PROFILE, addresses: '0x1' } }))
  await expect(
    testDataService(server).resolveName({ name: PROFILE.name, network: mainnet }),
  ).rejects.toMatchObject({ cause: { name: 'InvalidResponseError', field: 'addresses' } })
})
