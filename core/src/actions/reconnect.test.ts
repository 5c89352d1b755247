import { expect, test } from 'vitest'
import { arbitrum } from '../networks/evm.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import {
  createTestKit,
  createTwoChainKit,
  evmAddress,
  solanaAddress,
} from '../test/createTestKit.js'
import { connect } from './connect.js'
import { reconnect } from './reconnect.js'

const stored = (extra: Record<string, string> = {}) =>
  createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
    ...extra,
  })

test('default', async () => {
  const { kit, adapter } = createTestKit({
    driver: stored({ 'walletport:connectorIds': '{"eip155":"mock"}' }),
    mock: { authorized: ['mock'] },
  })
  expect(kit.$account.get().status).toBe('connecting')
  await kit.ready
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: evmAddress })
  expect(adapter.calls.filter((c) => c.method === 'reconnect')).toHaveLength(1)
})

test('behavior: the recent connector is tried first', async () => {
  const { kit, adapter } = createTestKit({
    driver: stored({ 'walletport:connectorIds': '{"eip155":"second"}' }),
    mock: {
      connectors: [{ id: 'first' }, { id: 'second' }],
      authorized: ['first', 'second'],
    },
  })
  await kit.ready
  const tried = adapter.calls
    .filter((c) => c.method === 'reconnect')
    .map((c) => (c.parameters as { connectorId: string }).connectorId)
  expect(tried).toEqual(['second'])
  expect(kit.$connections.get().eip155?.connectorId).toBe('second')
})

test('behavior: any other authorised connector reconnects when the recent one does not', async () => {
  const { kit, adapter } = createTestKit({
    driver: stored({ 'walletport:connectorIds': '{"eip155":"gone"}' }),
    mock: { connectors: [{ id: 'first' }, { id: 'second' }], authorized: ['second'] },
  })
  await kit.ready
  const tried = adapter.calls
    .filter((c) => c.method === 'reconnect')
    .map((c) => (c.parameters as { connectorId: string }).connectorId)
  expect(tried).toEqual(['gone', 'first', 'second'])
  expect(kit.$connections.get().eip155).toMatchObject({
    status: 'connected',
    connectorId: 'second',
  })
})

test('behavior: none authorised ends disconnected and forgets the stored connection', async () => {
  const driver = stored({ 'walletport:connectorIds': '{"eip155":"mock"}' })
  const { kit } = createTestKit({ driver })
  await kit.ready
  expect(kit.$status.get()).toBe('disconnected')
  expect(driver.getItem('walletport:connectionStatus')).toBe('"disconnected"')
  expect(driver.getItem('walletport:connectorIds')).toBe('{}')
})

test('behavior: a connector that throws is skipped, ending disconnected', async () => {
  const { kit } = createTestKit({
    driver: stored({ 'walletport:connectorIds': '{"eip155":"mock"}' }),
    mock: { authorized: ['mock'], failures: { reconnect: 'fail' } },
  })
  await kit.ready
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: the wallet network is restored', async () => {
  const { kit } = createTestKit({
    driver: stored({
      'walletport:connectorIds': '{"eip155":"mock"}',
      'walletport:activeNetworkId': '"eip155:42161"',
    }),
    mock: { authorized: ['mock'] },
  })
  await kit.ready
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(kit.$account.get().caipAddress).toBe(`eip155:42161:${evmAddress}`)
})

test('behavior: a connected namespace becomes active when the active one is not', async () => {
  const { kit, evmAdapter, solanaAdapter, storage } = createTwoChainKit({
    sol: { authorized: ['phantom'], connectors: [{ id: 'phantom', name: 'Phantom' }] },
  })
  void evmAdapter
  void solanaAdapter
  storage.setItem('walletport:connectionStatus', '"connected"')
  storage.setItem('walletport:connectedNamespaces', '["eip155","solana"]')
  const result = await reconnect(kit)
  expect(result.map((r) => r.namespace)).toEqual(['solana'])
  expect(kit.$activeNamespace.get()).toBe('solana')
  expect(kit.$account.get().address).toBe(solanaAddress)
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
})

test('behavior: reconnecting a live connection re-syncs it', async () => {
  const { kit } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const statuses: string[] = []
  kit.$connections.listen((c) => statuses.push(c.eip155?.status ?? ''))
  const [result] = await reconnect(kit)
  expect(result?.connectorId).toBe('mock')
  expect(statuses[0]).toBe('reconnecting')
  expect(kit.$status.get()).toBe('connected')
})

test('parameters: namespaces without an adapter are skipped', async () => {
  const { kit } = createTestKit()
  await kit.ready
  expect(await reconnect(kit, { namespaces: ['solana'] })).toEqual([])
})
