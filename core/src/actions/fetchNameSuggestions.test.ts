import { expect, test } from 'vitest'
import { connectKit, createFeatureKit } from '../test/createFeatureKit.js'
import { useDataServer } from '../test/useDataServer.js'
import { fetchNameSuggestions } from './fetchNameSuggestions.js'

const server = useDataServer()

test('default', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  expect(await fetchNameSuggestions(kit, { name: 'alice.reown.id' })).toEqual([
    { name: 'alice1.reown.id', registered: false },
    { name: 'alice2.reown.id', registered: true },
  ])
  const [request] = server.requestsTo('/v1/profile/suggestions/alice')
  expect(request?.query.get('zone')).toBe('reown.id')
})

test('behavior: the account-name rule comes first', async () => {
  const { kit } = createFeatureKit(server)
  await connectKit(kit)
  for (const name of ['ali', 'al ice', 'alice!', 'b_b1.wcn.id'])
    await expect(fetchNameSuggestions(kit, { name })).rejects.toMatchObject({
      name: 'InvalidAccountNameError',
    })
  expect(server.requests.filter((r) => r.path.startsWith('/v1/profile'))).toEqual([])
})

test('behavior: a failed lookup', async () => {
  const { kit } = createFeatureKit(server)
  server.route('GET /v1/profile/suggestions/:name', () => ({ status: 503, body: 'busy' }))
  await connectKit(kit)
  await expect(fetchNameSuggestions(kit, { name: 'alice' })).rejects.toMatchObject({
    shortMessage: 'Error fetching name suggestions',
  })
})
