import { expect, test } from 'vitest'
import { mainnet } from '../networks/evm.js'
import { createTestKit, createTwoChainKit, evmAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { estimateGas } from './estimateGas.js'
import { sendTransaction } from './sendTransaction.js'
import { writeContract } from './writeContract.js'

const to = '0x00000000000000000000000000000000000000c3'
const contract = { address: to, abi: [], functionName: 'transfer', args: [to, 1n] }

test('default', async () => {
  const { kit, adapter } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await sendTransaction(kit, { to, value: 1n })).toBe(`0x${'1'.padStart(64, '0')}`)
  expect(adapter.calls.at(-1)).toEqual({
    method: 'sendTransaction',
    parameters: { to, value: 1n, from: evmAddress, network: mainnet },
  })
  expect(await estimateGas(kit, { to })).toBe(21_000n)
  expect(await writeContract(kit, contract)).toBe(`0x${'2'.padStart(64, '0')}`)
})

test('behavior: an adapter without the capability gives the empty result', async () => {
  const { kit } = createTestKit({ mock: { capabilities: [] } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  expect(await sendTransaction(kit, { to })).toBeUndefined()
  expect(await estimateGas(kit, { to })).toBe(0n)
  expect(await writeContract(kit, contract)).toBeUndefined()
})

test('behavior: other namespaces give the empty result, even with the capability', async () => {
  const { kit, solanaAdapter } = createTwoChainKit({
    sol: {
      connectors: [{ id: 'phantom' }],
      capabilities: ['sendTransaction', 'estimateGas', 'writeContract'],
    },
  })
  await kit.ready
  await connect(kit, { connectorId: 'phantom' })
  expect(await sendTransaction(kit, { to })).toBeUndefined()
  expect(await estimateGas(kit, { to })).toBe(0n)
  expect(await writeContract(kit, contract)).toBeUndefined()
  expect(solanaAdapter.calls.map((c) => c.method)).toEqual(['setup', 'connect'])
})

test('behavior: eip155 without an address', async () => {
  const { kit } = createTestKit()
  await expect(sendTransaction(kit, { to })).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NetworkOrAddressUndefinedError: CaipNetwork or CaipAddress is undefined]`,
  )
})
