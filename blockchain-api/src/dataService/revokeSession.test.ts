import { afterAll, afterEach, expect, test } from 'vitest'
import { createTestServer } from '../test/createTestServer.js'
import { ADDRESS, DOCUMENTED_API } from '../test/documentedApi.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

const caipAddress = `eip155:1:${ADDRESS}`

test('default', async () => {
  await expect(
    testDataService(server).revokeSession({ address: caipAddress, pci: 'pci-1', signature: '0xs' }),
  ).resolves.toBeUndefined()
  expect(server.requestsTo(`/v1/sessions/${caipAddress}/revoke`)[0]?.json).toEqual({
    pci: 'pci-1',
    signature: '0xs',
  })
})

test('behavior: the body is not read; a non-2xx is a typed error', async () => {
  server.route('POST /v1/sessions/:address/revoke', () => ({
    status: 404,
    json: { message: 'no session' },
  }))
  await expect(
    testDataService(server).revokeSession({ address: caipAddress, pci: 'x', signature: '0xs' }),
  ).rejects.toMatchObject({ name: 'HttpStatusError', status: 404, providerMessage: 'no session' })
})
