import { afterAll, afterEach, expect, test } from 'vitest'
import { NAME_SUGGESTIONS_ZONE } from '../constants.js'
import { createTestServer } from '../test/createTestServer.js'
import { DOCUMENTED_API, NAME_SUGGESTIONS } from '../test/documentedApi.js'
import { mainnet, solana } from '../test/networks.js'
import { testDataService } from '../test/setup.js'

const server = await createTestServer(DOCUMENTED_API)
afterAll(() => server.close())
afterEach(() => server.reset())

test('default', async () => {
  await expect(
    testDataService(server).getNameSuggestions({ name: 'alice', network: mainnet }),
  ).resolves.toEqual(NAME_SUGGESTIONS.suggestions)
  expect(server.requestsTo('/v1/profile/suggestions/alice')[0]?.query.get('zone')).toBe(
    NAME_SUGGESTIONS_ZONE,
  )
})

test('parameters: zone', async () => {
  await testDataService(server).getNameSuggestions({
    name: 'alice',
    network: mainnet,
    zone: 'wcn.id',
  })
  expect(server.requestsTo('/v1/profile/suggestions/alice')[0]?.query.get('zone')).toBe('wcn.id')
})

test('behavior: none where names are not served', async () => {
  await expect(
    testDataService(server).getNameSuggestions({ name: 'alice', network: solana }),
  ).resolves.toEqual([])
  expect(server.requests).toHaveLength(0)
})

test("behavior: a failure is 'Error fetching name suggestions'", async () => {
  server.route('GET /v1/profile/suggestions/:name', () => ({ status: 500, body: 'oops' }))
  await expect(
    testDataService(server).getNameSuggestions({ name: 'alice', network: mainnet }),
  ).rejects.toMatchObject({
    name: 'NameSuggestionsError',
    shortMessage: 'Error fetching name suggestions',
    cause: { status: 500, providerMessage: 'oops' },
  })
})
