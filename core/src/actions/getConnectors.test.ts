import { expect, test } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { getConnectors } from './getConnectors.js'
import { watchConnectors } from './watchConnectors.js'

test('default', () => {
  const { kit, adapter } = createTestKit()
  expect(getConnectors(kit).map((c) => c.id)).toEqual(['mock'])
  const seen: string[][] = []
  const unwatch = watchConnectors(kit, { onChange: (list) => seen.push(list.map((c) => c.id)) })
  adapter.addConnector({ id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED' })
  unwatch()
  adapter.addConnector({ id: 'late', name: 'Late' })
  expect(seen).toEqual([['mock', 'io.metamask']])
  expect(getConnectors(kit)).toHaveLength(3)
})
