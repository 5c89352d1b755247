import { expect, test } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { createTestKit, createTwoChainKit } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { disconnect } from './disconnect.js'
import { watchEvents } from './watchEvents.js'

test('default', async () => {
  const { kit, adapter, storage } = createTestKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  kit._internal.chains.updateAccount('eip155', {
    user: { address: '0xa', chainId: 1 },
    socialProvider: 'google',
  })
  storage.setItem('walletport:socialProvider', '"google"')
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  await disconnect(kit)
  expect(adapter.calls.at(-1)?.method).toBe('disconnect')
  expect(kit.$status.get()).toBe('disconnected')
  // the recent wallet stays for the connect view; the provider and connector go
  expect(kit.$connections.get().eip155).toEqual({
    status: 'disconnected',
    wcError: false,
    buffering: false,
    recentWallet: { id: 'mock', name: 'Mock Wallet', connectorId: 'mock' },
  })
  const account = kit.$account.get()
  expect([account.address, account.user, account.socialProvider]).toEqual([
    undefined,
    undefined,
    undefined,
  ])
  expect(storage.getItem('walletport:connectionStatus')).toBe('"disconnected"')
  expect(storage.getItem('walletport:connectedNamespaces')).toBeNull()
  expect(storage.getItem('walletport:connectorIds')).toBe('{}')
  expect(storage.getItem('walletport:socialProvider')).toBeNull()
  expect(events).toEqual([{ type: 'track', event: 'DISCONNECT_SUCCESS' }])
})

test('behavior: a wallet that fails to disconnect records the error and throws', async () => {
  const { kit } = createTestKit({ mock: { failures: { disconnect: 'fail' } } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  await expect(disconnect(kit)).rejects.toThrowErrorMatchingInlineSnapshot(
    `[DisconnectFailedError: Failed to disconnect]`,
  )
  expect(events).toEqual([
    { type: 'track', event: 'DISCONNECT_ERROR', properties: { message: 'Failed to disconnect' } },
  ])
  // the local state is cleared either way
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: nothing connected, nothing recorded', async () => {
  const { kit, adapter } = createTestKit()
  await kit.ready
  const events: KitEvent[] = []
  watchEvents(kit, (event) => events.push(event))
  await disconnect(kit)
  expect(events).toEqual([])
  expect(adapter.calls.map((c) => c.method)).toEqual(['setup'])
})

test('parameters: namespace disconnects only that namespace', async () => {
  const { kit, evmAdapter, solanaAdapter } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  await disconnect(kit, { namespace: 'solana' })
  expect(kit.$connections.get().solana?.status).toBe('disconnected')
  expect(kit.$connections.get().eip155?.status).toBe('connected')
  expect(kit.$activeNamespace.get()).toBe('eip155')
  expect(solanaAdapter.calls.at(-1)?.method).toBe('disconnect')
  expect(evmAdapter.calls.at(-1)?.method).toBe('connect')
})

test('behavior: without namespace every connected namespace goes', async () => {
  const { kit } = createTwoChainKit()
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'phantom' })
  await disconnect(kit)
  expect(kit.$status.get()).toBe('disconnected')
})

test('behavior: the pairing and auth connectors disconnect together', async () => {
  const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const }
  const auth = { id: 'auth', name: 'Email', type: 'AUTH' as const }
  const { kit, evmAdapter, solanaAdapter } = createTwoChainKit({
    evm: { connectors: [wc, { id: 'mock' }] },
    sol: { connectors: [auth, { id: 'phantom', name: 'Phantom' }] },
  })
  await kit.ready
  await connect(kit, { connectorId: 'walletConnect' })
  await connect(kit, { connectorId: 'auth' })
  await disconnect(kit, { namespace: 'eip155' })
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(kit.$connections.get().solana?.status).toBe('disconnected')
  expect(evmAdapter.calls.at(-1)?.method).toBe('disconnect')
  expect(solanaAdapter.calls.at(-1)?.method).toBe('disconnect')
})

test('behavior: an injected wallet leaves a pairing session alone', async () => {
  const wc = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' as const }
  const { kit } = createTwoChainKit({ sol: { connectors: [wc] } })
  await kit.ready
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'walletConnect' })
  await disconnect(kit, { namespace: 'eip155' })
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(kit.$connections.get().solana?.status).toBe('connected')
})
