import { expect, test } from 'vitest'
import { mainnet } from '../networks/evm.js'
import { createTestKit, createTwoChainKit, evmAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { getWalletAssets } from './getWalletAssets.js'
import { getWalletCapabilities } from './getWalletCapabilities.js'
import { sendCalls } from './sendCalls.js'

const calls = [{ to: '0x00000000000000000000000000000000000000c3', data: '0x' }]
const walletCalls = ['sendCalls', 'getCapabilities', 'getAssets'] as const

test('default', async () => {
  const { kit, adapter } = createTestKit({ mock: { capabilities: walletCalls, balance: 255n } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await sendCalls(kit, { calls, atomicRequired: true })).toEqual({
    id: `0x${'1'.padStart(64, '0')}`,
  })
  expect(adapter.calls.at(-1)).toEqual({
    method: 'sendCalls',
    parameters: { calls, atomicRequired: true, from: evmAddress, network: mainnet },
  })
  expect(await getWalletCapabilities(kit, { chainIds: [1] })).toEqual({
    '0x1': { atomic: { status: 'supported' } },
  })
  expect(adapter.calls.at(-1)?.parameters).toEqual({ address: evmAddress, chainIds: [1] })
  expect(await getWalletAssets(kit)).toEqual({
    '0x1': [
      {
        address: 'native',
        balance: '0xff',
        type: 'NATIVE',
        metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      },
    ],
  })
})

test('behavior: the empty result without the capability, or outside eip155', async () => {
  const { kit } = createTestKit({ mock: { capabilities: [] } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await sendCalls(kit, { calls })).toBeUndefined()
  expect(await getWalletCapabilities(kit)).toEqual({})
  expect(await getWalletAssets(kit)).toEqual({})

  const two = createTwoChainKit({ sol: { capabilities: walletCalls } })
  await two.kit.ready
  await connect(two.kit, { connectorId: 'phantom' })
  expect(await sendCalls(two.kit, { calls })).toBeUndefined()
  expect(await getWalletCapabilities(two.kit)).toEqual({})
  expect(await getWalletAssets(two.kit)).toEqual({})
})

test('behavior: eip155 without an address', async () => {
  const { kit } = createTestKit({ mock: { capabilities: walletCalls } })
  await expect(sendCalls(kit, { calls })).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
  await expect(getWalletAssets(kit)).rejects.toThrow('CaipNetwork or CaipAddress is undefined')
})
