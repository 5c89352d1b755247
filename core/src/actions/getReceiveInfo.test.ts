import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import {
  createTestKit,
  createTwoChainKit,
  evmAddress,
  solanaAddress,
} from '../test/createTestKit.js'
import { connect } from './connect.js'
import { getReceiveInfo } from './getReceiveInfo.js'
import { switchNetwork } from './switchNetwork.js'

test('default', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await switchNetwork(kit, { networkId: arbitrum.caipNetworkId })
  expect(getReceiveInfo(kit)).toEqual({
    namespace: 'eip155',
    address: evmAddress,
    caipAddress: `eip155:42161:${evmAddress}`,
    network: arbitrum,
    networks: [arbitrum, mainnet],
  })
})

test('behavior: the networks of the active namespace only', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  expect(getReceiveInfo(kit)).toMatchObject({ address: solanaAddress, networks: [solana] })
})

test('behavior: needs a connected account', () => {
  const { kit } = createTestKit()
  expect(() => getReceiveInfo(kit)).toThrowError('CaipNetwork or CaipAddress is undefined')
})
