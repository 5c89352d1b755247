import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createTestKit } from '../test/createTestKit.js'
import type { Network } from '../types/network.js'
import { getActiveNetwork } from './getActiveNetwork.js'
import { switchNetwork } from './switchNetwork.js'
import { watchActiveNetwork } from './watchActiveNetwork.js'

test('default', async () => {
  const { kit } = createTestKit()
  expect(getActiveNetwork(kit)).toBe(mainnet)
  const seen: Network[] = []
  const unwatch = watchActiveNetwork(kit, { onChange: (network) => seen.push(network) })
  await switchNetwork(kit, { networkId: 'eip155:42161' })
  unwatch()
  await switchNetwork(kit, { networkId: 'eip155:1' })
  expect(seen).toEqual([arbitrum])
})
