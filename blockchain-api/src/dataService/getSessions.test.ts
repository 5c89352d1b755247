import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API, SESSIONS } from '../test/documentedApi.js'
import { mainnet, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const caipAddress = `eip155:1:${ADDRESS}`

test('default', async () => {
  // fields the schema does not name are kept as they come
  await expect(
    testDataService(server).getSessions({ address: caipAddress, network: mainnet }),
  ).resolves.toEqual(SESSIONS)
  expect(server.requestsTo(`/v1/sessions/${caipAddress}`)).toHaveLength(1)
})

test('behavior: none off the EVM networks the service lists', async () => {
  await expect(
    testDataService(server).getSessions({ address: caipAddress, network: solana }),
  ).resolves.toEqual({ pcis: [] })
})

test('behavior: a session without its pci is dropped, the others kept', async () => {
  server.route('GET /v1/sessions/:address', () => ({
    json: { pcis: [{ expiry: 1 }, { pci: 'p2', expiry: '2' }] },
  }))
  await expect(
    testDataService(server).getSessions({ address: caipAddress, network: mainnet }),
  ).resolves.toMatchObject({ pcis: [{ pci: 'p2', expiry: 2 }] })
})

test('behavior: pcis that is not a list names the field', async () => {
  server.route('GET /v1/sessions/:address', () => ({ json: { pcis: { pci: 'p1' } } }))
  await expect(
    testDataService(server).getSessions({ address: caipAddress, network: mainnet }),
  ).rejects.toMatchObject({ endpoint: 'GET /v1/sessions/{address}', field: 'pcis' })
})
