import { afterAll, afterEach, expect, test } from 'vitest'
import { RequestAbortedError } from '../errors/request.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, SUPPORTED_CHAINS } from '../test/documentedApi.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(testDataService(server).getSupportedChains()).resolves.toEqual(SUPPORTED_CHAINS)
})

test('behavior: fetched once per instance, shared by concurrent callers', async () => {
  const data = testDataService(server)
  await Promise.all([data.getSupportedChains(), data.getSupportedChains()])
  await data.getSupportedChains()
  expect(server.requestsTo('/v1/supported-chains')).toHaveLength(1)
  await testDataService(server).getSupportedChains()
  expect(server.requestsTo('/v1/supported-chains')).toHaveLength(2)
})

test('behavior: a failure is not kept', async () => {
  let calls = 0
  server.route('GET /v1/supported-chains', () =>
    calls++ === 0 ? { status: 500 } : { json: SUPPORTED_CHAINS },
  )
  const data = testDataService(server)
  await expect(data.getSupportedChains()).rejects.toMatchObject({ status: 500 })
  await expect(data.getSupportedChains()).resolves.toEqual(SUPPORTED_CHAINS)
})

test('behavior: one caller aborting leaves the others their answer', async () => {
  server.route('GET /v1/supported-chains', () => ({ delay: 100, json: SUPPORTED_CHAINS }))
  const data = testDataService(server)
  const controller = new AbortController()
  const aborted = data.getSupportedChains({ signal: controller.signal })
  const other = data.getSupportedChains()
  controller.abort()
  await expect(aborted).rejects.toBeInstanceOf(RequestAbortedError)
  await expect(other).resolves.toEqual(SUPPORTED_CHAINS)
})

test('behavior: a body without the ws list names the field', async () => {
  server.route('GET /v1/supported-chains', () => ({ json: { http: ['eip155:1'] } }))
  await expect(testDataService(server).getSupportedChains()).rejects.toMatchObject({
    name: 'InvalidResponseError',
    endpoint: 'GET /v1/supported-chains',
    field: 'ws',
  })
})
