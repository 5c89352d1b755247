import { expect, test } from 'vitest'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createTestKit, createTwoChainKit } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { estimateFees } from './estimateFees.js'
import { waitForReceipt } from './waitForReceipt.js'

const hash = `0x${'ab'.repeat(32)}`

test('default', async () => {
  const { kit, adapter } = createTestKit({
    mock: { capabilities: ['waitForReceipt', 'estimateFees'] },
  })
  // no account needed: a receipt and fees belong to the network
  expect(await waitForReceipt(kit, { hash, confirmations: 2 })).toEqual({
    status: 'success',
    transactionHash: hash,
    blockNumber: 0n,
    gasUsed: 21_000n,
  })
  expect(adapter.calls.at(-1)).toEqual({
    method: 'waitForReceipt',
    parameters: { hash, confirmations: 2, network: mainnet },
  })
  expect(await estimateFees(kit)).toEqual({
    type: 'eip1559',
    maxFeePerGas: 2_000_000_000n,
    maxPriorityFeePerGas: 1_000_000_000n,
  })
})

test('parameters: networkId', async () => {
  const { kit, adapter } = createTestKit({
    mock: { capabilities: ['waitForReceipt', 'estimateFees'] },
  })
  await waitForReceipt(kit, { hash, networkId: arbitrum.caipNetworkId, timeout: 1_000 })
  expect(adapter.calls.at(-1)?.parameters).toEqual({ hash, timeout: 1_000, network: arbitrum })
  await estimateFees(kit, { networkId: arbitrum.caipNetworkId })
  expect(adapter.calls.at(-1)?.parameters).toEqual({ network: arbitrum })
  await expect(
    waitForReceipt(kit, { hash, networkId: 'eip155:5' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NetworkNotFoundError: Network not found

    Network id: eip155:5]
  `)
})

test('behavior: the empty result without the capability, or outside eip155', async () => {
  const { kit } = createTestKit({ mock: { capabilities: [] } })
  expect(await waitForReceipt(kit, { hash })).toBeUndefined()
  expect(await estimateFees(kit)).toBeUndefined()

  const two = createTwoChainKit({
    sol: { capabilities: ['waitForReceipt', 'estimateFees'] },
  })
  await two.kit.ready
  await connect(two.kit, { connectorId: 'phantom' })
  expect(await waitForReceipt(two.kit, { hash })).toBeUndefined()
  expect(await estimateFees(two.kit)).toBeUndefined()
  expect(two.solanaAdapter.calls.map((c) => c.method)).toEqual(['setup', 'connect'])
})
