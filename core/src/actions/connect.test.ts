import { afterEach, expect, test, vi } from 'vitest'
import type { KitEvent } from '../events/types.js'
import { arbitrum } from '../networks/evm.js'
import { createTestKit, createTwoChainKit, evmAddress } from '../test/createTestKit.js'
import { connect } from './connect.js'
import { watchEvents } from './watchEvents.js'

afterEach(() => {
  vi.useRealTimers()
})

async function setup(options: Parameters<typeof createTestKit>[0] = {}) {
  const result = createTestKit(options)
  await result.kit.ready
  const events: KitEvent[] = []
  watchEvents(result.kit, (event) => events.push(event))
  return { ...result, events }
}

test('default', async () => {
  const { kit, adapter, storage, events } = await setup()
  const statuses: string[] = []
  kit.$connections.listen((c) => statuses.push(c.eip155?.status ?? ''))
  const result = await connect(kit, { connectorId: 'mock' })
  expect(result).toMatchObject({ connectorId: 'mock', namespace: 'eip155', networkId: 'eip155:1' })
  expect(statuses[0]).toBe('connecting')
  expect(statuses.at(-1)).toBe('connected')
  expect(kit.$account.get()).toMatchObject({
    status: 'connected',
    address: evmAddress,
    caipAddress: `eip155:1:${evmAddress}`,
    connectedWalletInfo: { name: 'Mock Wallet' },
  })
  expect(kit.$connections.get().eip155).toMatchObject({
    connectorId: 'mock',
    connectorType: 'INJECTED',
    networkId: 'eip155:1',
    provider: { mock: true, connectorId: 'mock' },
    recentWallet: { id: 'mock', name: 'Mock Wallet', connectorId: 'mock' },
  })
  expect(adapter.calls.at(-1)).toEqual({
    method: 'connect',
    parameters: { connectorId: 'mock', network: kit.$activeNetwork.get() },
  })
  expect(storage.getItem('walletport:connectionStatus')).toBe('"connected"')
  expect(storage.getItem('walletport:connectedNamespaces')).toBe('["eip155"]')
  expect(storage.getItem('walletport:connectorIds')).toBe('{"eip155":"mock"}')
  expect(storage.getItem('walletport:activeNetworkId')).toBe('"eip155:1"')
  expect(events).toEqual([
    {
      type: 'track',
      event: 'CONNECT_SUCCESS',
      properties: { method: 'browser', name: 'Mock Wallet', namespace: 'eip155' },
    },
  ])
})

test('parameters: networkId', async () => {
  const { kit } = await setup()
  await connect(kit, { connectorId: 'mock', networkId: 'eip155:42161' })
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
  expect(kit.$account.get().caipAddress).toBe(`eip155:42161:${evmAddress}`)
})

test('parameters: namespace picks among connectors with one id', async () => {
  const { kit } = createTwoChainKit({ sol: { connectors: [{ id: 'mock' }] } })
  await kit.ready
  await connect(kit, { connectorId: 'mock', namespace: 'solana' })
  expect(kit.$activeNamespace.get()).toBe('solana')
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
})

test('behavior: recent wallets keep the last two', async () => {
  const { kit, adapter, storage } = await setup()
  adapter.addConnector({ id: 'b', name: 'B', explorerId: 'explorer-b' })
  adapter.addConnector({ id: 'c', name: 'C' })
  await connect(kit, { connectorId: 'mock' })
  await connect(kit, { connectorId: 'b' })
  await connect(kit, { connectorId: 'c' })
  expect(kit.$recentWallets.get().map((w) => w.id)).toEqual(['c', 'explorer-b'])
  expect(JSON.parse(storage.getItem('walletport:recentWallets') ?? '[]')).toHaveLength(2)
})

test('behavior: the user rejects (4001)', async () => {
  const { kit, storage, events } = await setup({ mock: { failures: { connect: 'reject' } } })
  await expect(connect(kit, { connectorId: 'mock' })).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ProviderRpcError: User rejected the request.

    Code: 4001]
  `)
  expect(kit.$connections.get().eip155).toMatchObject({
    status: 'disconnected',
    connectorId: undefined,
  })
  expect(kit.$account.get().address).toBeUndefined()
  expect(storage.getItem('walletport:connectionStatus')).toBeNull()
  expect(kit.$recentWallets.get()).toEqual([])
  expect(events).toEqual([
    {
      type: 'track',
      event: 'CONNECT_ERROR',
      properties: { message: 'User rejected the request.' },
    },
  ])
})

test('behavior: a wallet that never answers times out', async () => {
  vi.useFakeTimers()
  const { kit, events } = await setup({ mock: { failures: { connect: 'timeout' } } })
  const result = expect(
    connect(kit, { connectorId: 'mock', timeout: 30_000 }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectTimeoutError: Connection timed out

    Waited 30000 ms]
  `)
  expect(kit.$connections.get().eip155?.status).toBe('connecting')
  await vi.advanceTimersByTimeAsync(30_000)
  await result
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
  expect(events).toEqual([
    { type: 'track', event: 'CONNECT_ERROR', properties: { message: 'Connection timed out' } },
  ])
})

test('behavior: the wallet disconnects mid-request', async () => {
  const { kit, events } = await setup({ mock: { failures: { connect: 'disconnect' } } })
  await expect(connect(kit, { connectorId: 'mock' })).rejects.toMatchObject({ code: 4900 })
  expect(kit.$status.get()).toBe('disconnected')
  expect(events.map((e) => e.event)).toEqual(['CONNECT_ERROR'])
})

test('behavior: the wallet is on the wrong chain', async () => {
  const { kit } = await setup({ mock: { failures: { connect: 'wrongChain' } } })
  await connect(kit, { connectorId: 'mock' })
  expect(kit.$account.get()).toMatchObject({
    status: 'connected',
    caipAddress: `eip155:999999:${evmAddress}`,
  })
  expect(kit.$chains.get().eip155?.unsupportedNetworkId).toBe('eip155:999999')
  expect(kit.$open.get()).toBe(true)
  expect(kit.$view.get()).toBe('UnsupportedChain')
})

test('behavior: a failed switch of wallet keeps the previous connection', async () => {
  const { kit, adapter } = await setup()
  adapter.addConnector({ id: 'other', name: 'Other' })
  await connect(kit, { connectorId: 'mock' })
  adapter.setFailures({ connect: 'reject' })
  await expect(connect(kit, { connectorId: 'other' })).rejects.toMatchObject({ code: 4001 })
  expect(kit.$connections.get().eip155).toMatchObject({ status: 'connected', connectorId: 'mock' })
})

test('behavior: a pairing connector failure sets wcError', async () => {
  const { kit } = await setup({
    mock: {
      connectors: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT' }],
      failures: { connect: 'reject' },
    },
    isMobile: true,
  })
  await expect(connect(kit, { connectorId: 'walletConnect' })).rejects.toThrow()
  expect(kit.$connections.get().eip155?.wcError).toBe(true)
})

test('behavior: the connect method of each connector type', async () => {
  const connectors = [
    { id: 'wc', name: 'WalletConnect', type: 'WALLET_CONNECT' as const },
    { id: 'auth', name: 'Email', type: 'AUTH' as const },
  ]
  for (const isMobile of [true, false]) {
    const { kit, events } = await setup({ mock: { connectors }, isMobile })
    await connect(kit, { connectorId: 'wc' })
    await connect(kit, { connectorId: 'auth' })
    expect(events.map((e) => (e.event === 'CONNECT_SUCCESS' ? e.properties.method : ''))).toEqual([
      isMobile ? 'mobile' : 'qrcode',
      'email',
    ])
  }
})

test('behavior: unknown connector, namespace or network', async () => {
  const { kit } = await setup()
  await expect(connect(kit, { connectorId: 'nope' })).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectorNotFoundError: Connector not found

    Connector id: nope]
  `)
  await expect(
    connect(kit, { connectorId: 'mock', namespace: 'solana' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(
    `[NamespaceNotConfiguredError: Namespace 'solana' is not configured. Please call connect() first with namespace config.]`,
  )
  await expect(
    connect(kit, { connectorId: 'mock', networkId: 'eip155:10' }),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [NetworkNotFoundError: Network not found

    Network id: eip155:10]
  `)
  expect(kit.$connections.get().eip155?.status).toBe('disconnected')
})
