import { cleanStores, keepMount } from 'nanostores'
import { expect, test } from 'vitest'
import { connect } from '../actions/connect.js'
import { createTestKit } from '../test/createTestKit.js'
import { balanceQueryOptions } from './balanceQueryOptions.js'
import { createMutation } from './createMutation.js'
import { createQuery } from './createQuery.js'
import { receiptQueryOptions } from './receiptQueryOptions.js'
import { sendTransactionMutationOptions } from './sendTransactionMutationOptions.js'
import { signMessageMutationOptions } from './signMessageMutationOptions.js'
import { switchNetworkMutationOptions } from './switchNetworkMutationOptions.js'
import { writeContractMutationOptions } from './writeContractMutationOptions.js'

async function connected(options: Parameters<typeof createTestKit>[0] = {}) {
  const setup = createTestKit(options)
  await setup.kit.ready
  await connect(setup.kit, { connectorId: 'mock' })
  return setup
}

test('default: idle, pending, success; reset goes back to idle', async () => {
  const { kit } = await connected()
  const sign = createMutation(kit, signMessageMutationOptions(kit))
  keepMount(sign.$result)
  expect(sign.$result.get()).toMatchObject({ status: 'idle', isIdle: true, data: undefined })
  const signing = sign.mutateAsync({ message: 'hello' })
  expect(sign.$result.get()).toMatchObject({ status: 'pending', variables: { message: 'hello' } })
  const signature = await signing
  expect(sign.$result.get()).toMatchObject({ status: 'success', data: signature, error: null })
  expect(signature).toMatch(/^0x/)
  sign.reset()
  expect(sign.$result.get()).toMatchObject({ status: 'idle', data: undefined })
  cleanStores(sign.$result)
})

test('behavior: a declined request is an error, never retried', async () => {
  const { kit, adapter } = await connected({ mock: { failures: { signMessage: 'reject' } } })
  const sign = createMutation(kit, signMessageMutationOptions(kit))
  await expect(sign.mutateAsync({ message: 'hello' })).rejects.toMatchObject({ code: 4001 })
  expect(sign.$result.get()).toMatchObject({ status: 'error', error: { code: 4001 } })
  expect(adapter.calls.filter((c) => c.method === 'signMessage')).toHaveLength(1)
  // mutate() reports in the store only: no unhandled rejection
  sign.mutate({ message: 'again' })
  await new Promise((resolve) => setTimeout(resolve, 0))
  expect(sign.$result.get()).toMatchObject({ status: 'error', variables: { message: 'again' } })
})

test('behavior: a sent transaction makes shown balances read again', async () => {
  const { kit, adapter } = await connected({
    mock: { capabilities: ['sendTransaction', 'writeContract', 'waitForReceipt'] },
  })
  const balance = createQuery(kit, balanceQueryOptions(kit))
  keepMount(balance.$result)
  await balance.refetch()
  const reads = () => adapter.calls.filter((c) => c.method === 'getBalance').length
  const before = reads()
  const send = createMutation(kit, sendTransactionMutationOptions(kit))
  const hash = await send.mutateAsync({ to: '0x00000000000000000000000000000000000000b2' })
  expect(hash).toMatch(/^0x/)
  expect(reads()).toBe(before + 1)
  const write = createMutation(kit, writeContractMutationOptions(kit))
  await write.mutateAsync({
    address: '0x00000000000000000000000000000000000000c3',
    abi: [],
    functionName: 'f',
  })
  expect(reads()).toBe(before + 2)
  // the receipt of the hash
  const receipt = createQuery(kit, receiptQueryOptions(kit, { hash }))
  expect((await receipt.refetch()).data).toMatchObject({ status: 'success', transactionHash: hash })
  cleanStores(balance.$result)
})

test('behavior: without the capability the receipt is null, as waitForReceipt gives none', async () => {
  const { kit } = await connected({ mock: { capabilities: [] } })
  const receipt = createQuery(kit, receiptQueryOptions(kit, { hash: '0x01' }))
  expect(await receipt.refetch()).toMatchObject({ status: 'success', data: null })
})

test('behavior: a switch to an unknown network is a typed error', async () => {
  const { kit } = await connected()
  const switching = createMutation(kit, switchNetworkMutationOptions(kit))
  await expect(switching.mutateAsync({ networkId: 'eip155:999' })).rejects.toMatchObject({
    name: 'NetworkNotFoundError',
  })
  expect(await switching.mutateAsync({ networkId: 'eip155:42161' })).toMatchObject({
    caipNetworkId: 'eip155:42161',
  })
  expect(switching.$result.get()).toMatchObject({ status: 'success', error: null })
})
