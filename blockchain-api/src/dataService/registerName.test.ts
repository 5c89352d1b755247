import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API } from '../test/documentedApi.js'
import { mainnet, solana } from '../test/networks.js'
import { recordSleeps, testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const parameters = {
  coinType: 60,
  address: ADDRESS,
  message: '{"name":"alice.reown.id"}',
  signature: '0xsigned',
}

test('default', async () => {
  await expect(
    testDataService(server).registerName({ ...parameters, network: mainnet }),
  ).resolves.toEqual({ success: true })
  expect(server.requestsTo('/v1/profile/account')[0]?.json).toEqual({
    coin_type: 60,
    address: ADDRESS,
    message: '{"name":"alice.reown.id"}',
    signature: '0xsigned',
  })
})

test('behavior: success forgets the names kept for the address', async () => {
  const data = testDataService(server)
  await data.getNamesForAddress({ address: ADDRESS, network: mainnet })
  await data.registerName({ ...parameters, network: mainnet })
  await data.getNamesForAddress({ address: ADDRESS, network: mainnet })
  expect(server.requestsTo(`/v1/profile/reverse/${ADDRESS}`)).toHaveLength(2)
})

test('behavior: { success: false } where names are not served, without asking', async () => {
  await expect(
    testDataService(server).registerName({ ...parameters, network: solana }),
  ).resolves.toEqual({ success: false })
  expect(server.requestsTo('/v1/profile/account')).toHaveLength(0)
})

test("behavior: a failure is 'Error registering name', never repeated after a 500", async () => {
  server.route('POST /v1/profile/account', () => ({ status: 500 }))
  const { sleep, delays } = recordSleeps()
  await expect(
    testDataService(server, { retry: {}, sleep }).registerName({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ name: 'NameRegistrationError', shortMessage: 'Error registering name' })
  expect(delays).toEqual([])
  expect(server.requestsTo('/v1/profile/account')).toHaveLength(1)
})

test('behavior: a success that is not a boolean is a failure naming the field', async () => {
  server.route('POST /v1/profile/account', () => ({ json: { success: 'yes' } }))
  await expect(
    testDataService(server).registerName({ ...parameters, network: mainnet }),
  ).rejects.toMatchObject({ cause: { name: 'InvalidResponseError', field: 'success' } })
})
