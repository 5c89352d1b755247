import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { destroyKit } from '../kit/destroyKit.js'
import { createTestKit } from '../test/createTestKit.js'
import { balanceQueryOptions } from './balanceQueryOptions.js'
import { createMutation } from './createMutation.js'
import { createQuery } from './createQuery.js'
import { loadKitQueries, peekKitQueries } from './loadKitQueries.js'

test('default: loads the runtime once per kit; peek has it only after the load', async () => {
  const { kit } = createTestKit()
  const other = createTestKit().kit
  expect(peekKitQueries(kit)).toBeUndefined()
  const first = loadKitQueries(kit)
  expect(loadKitQueries(kit)).toBe(first)
  const queries = await first
  expect(queries).toEqual({ createQuery, createMutation })
  expect(peekKitQueries(kit)).toBe(queries)
  // each kit keeps its own: another kit has loaded nothing yet
  expect(peekKitQueries(other)).toBeUndefined()
  destroyKit(kit)
  destroyKit(other)
})

test('behavior: the loaded createQuery reads through the kit, as the static one does', async () => {
  const { kit } = createTestKit({ mock: { balance: 1_500_000_000_000_000_000n } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const { createQuery: loaded } = await loadKitQueries(kit)
  const query = loaded(kit, balanceQueryOptions(kit, {}))
  const result = await query.refetch()
  expect(result.status).toBe('success')
  expect(result.data?.formatted).toBe('1.5')
  destroyKit(kit)
})
