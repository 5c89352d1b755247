import { afterEach, expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { solana } from '../networks/solana.js'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import { createKit } from './createKit.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('default', async () => {
  const { kit, adapter } = createTestKit()
  await kit.ready
  expect(kit.$open.get()).toBe(false)
  expect(kit.$view.get()).toBe('Connect')
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$activeNamespace.get()).toBe('eip155')
  expect(kit.$activeNetwork.get()).toBe(mainnet)
  expect(kit.$connectors.get().map((c) => c.id)).toEqual(['mock'])
  expect(kit.$alert.get()).toBeUndefined()
  expect(kit.isMobile).toBe(false)
  expect(kit._internal.ready).toBe(true)
  expect(adapter.calls.map((c) => c.method)).toEqual(['setup'])
  expect(
    Object.keys(kit)
      .filter((key) => key.startsWith('$'))
      .sort(),
  ).toMatchInlineSnapshot(`
    [
      "$account",
      "$activeNamespace",
      "$activeNetwork",
      "$alert",
      "$chains",
      "$connections",
      "$connectors",
      "$history",
      "$loading",
      "$open",
      "$recentWallets",
      "$send",
      "$shake",
      "$status",
      "$theme",
      "$toast",
      "$transactions",
      "$view",
      "$walletList",
    ]
  `)
})

test('parameters: no adapter', async () => {
  const kit = createKit({ networks: [mainnet], storage: createMemoryDriver() })
  await kit.ready
  expect(kit.$connectors.get()).toEqual([])
  expect(kit._internal.adapters.size).toBe(0)
})

test('parameters: defaultNetwork', () => {
  const { kit } = createTestKit({ defaultNetwork: arbitrum })
  expect(kit.$activeNetwork.get()).toBe(arbitrum)
})

test('parameters: isMobile overrides the user-agent check', () => {
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0)' })
  expect(createTestKit().kit.isMobile).toBe(true)
  expect(createTestKit({ isMobile: false }).kit.isMobile).toBe(false)
  vi.stubGlobal('navigator', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' })
  expect(createTestKit().kit.isMobile).toBe(false)
  expect(createTestKit({ isMobile: true }).kit.isMobile).toBe(true)
})

test('behavior: uses the browser storage when none is given', () => {
  const driver = createMemoryDriver()
  vi.stubGlobal('localStorage', driver)
  const kit = createKit({ networks: [mainnet, arbitrum], logLevel: 'silent' })
  kit.storage.set('probe', 1)
  expect(driver.getItem('walletport:probe')).toBe('1')
})

test('behavior: the stored active network is selected', () => {
  const driver = createMemoryDriver({ 'walletport:activeNetworkId': '"eip155:42161"' })
  expect(createTestKit({ driver }).kit.$activeNetwork.get()).toBe(arbitrum)
})

test('behavior: a stored network that is no longer configured is ignored', () => {
  const driver = createMemoryDriver({ 'walletport:activeNetworkId': '"eip155:10"' })
  expect(createTestKit({ driver, defaultNetwork: arbitrum }).kit.$activeNetwork.get()).toBe(
    arbitrum,
  )
})

test('behavior: corrupt storage is ignored', async () => {
  const driver = createMemoryDriver({
    'walletport:activeNetworkId': '{"not":"an id"}',
    'walletport:connectionStatus': 'connected',
    'walletport:connectedNamespaces': '[',
    'walletport:connectorIds': '"mock"',
    'walletport:recentWallets': '[{"name":"no id"}]',
  })
  const { kit, adapter } = createTestKit({ driver })
  await kit.ready
  expect(kit.$activeNetwork.get()).toBe(mainnet)
  expect(kit.$status.get()).toBe('disconnected')
  expect(kit.$recentWallets.get()).toEqual([])
  expect(adapter.calls.map((c) => c.method)).toEqual(['setup'])
})

test('behavior: a stored connection starts as connecting', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
    'walletport:connectorIds': '{"eip155":"mock"}',
  })
  const { kit } = createTestKit({ driver, mock: { authorized: ['mock'] } })
  expect(kit.$connections.get().eip155?.status).toBe('connecting')
  expect(kit.$account.get().status).toBe('connecting')
  expect(kit._internal.ready).toBe(false)
  await kit.ready
  expect(kit.$account.get()).toMatchObject({ status: 'connected', address: evmAddress })
})

test('behavior: a stored namespace without an adapter stays disconnected', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["solana"]',
  })
  const kit = createKit({ networks: [mainnet, solana], storage: driver, logLevel: 'silent' })
  expect(kit.$connections.get().solana?.status).toBe('disconnected')
  await kit.ready
})

test('behavior: two kits never share state', async () => {
  const a = createTestKit()
  const b = createTestKit()
  await Promise.all([a.kit.ready, b.kit.ready])
  await connect(a.kit, { connectorId: 'mock' })
  a.kit._internal.modal.setOpen(true)
  a.kit._internal.toast.show({ variant: 'success', message: 'hi' })
  expect(a.kit.$status.get()).toBe('connected')
  expect(b.kit.$status.get()).toBe('disconnected')
  expect(b.kit.$open.get()).toBe(false)
  expect(b.kit.$toast.get().open).toBe(false)
  expect(b.kit.$recentWallets.get()).toEqual([])
  expect(b.adapter.calls.map((c) => c.method)).toEqual(['setup'])
})

test('behavior: two kits on one storage each read it at creation', async () => {
  const driver = createMemoryDriver()
  const a = createTestKit({ driver })
  await a.kit.ready
  await connect(a.kit, { connectorId: 'mock' })
  const b = createTestKit({ driver, mock: { authorized: ['mock'] } })
  expect(b.kit.$connections.get().eip155?.status).toBe('connecting')
  await b.kit.ready
  expect(b.kit.$account.get().address).toBe(evmAddress)
})

test('behavior: the project id alert shows only with a hosted feature', () => {
  const alert = (options: Parameters<typeof createTestKit>[0]) =>
    createTestKit(options).kit.$alert.get()
  expect(alert({})).toBeUndefined()
  expect(alert({ features: { send: true, receive: true, allWallets: true } })).toBeUndefined()
  for (const features of [
    { swaps: true },
    { onramp: true },
    { history: true },
    { names: true },
    { email: true },
    { socials: ['google' as const] },
    { analytics: true },
  ])
    expect(alert({ features })).toBe('PROJECT_ID_NOT_CONFIGURED')
  expect(alert({ features: { socials: [] } })).toBeUndefined()
  expect(alert({ features: { swaps: true }, projectId: 'abc' })).toBeUndefined()
  expect(
    alert({ features: { swaps: true }, endpoints: { dataService: 'https://data.example' } }),
  ).toBeUndefined()
  expect(
    alert({ features: { email: true }, endpoints: { dataService: 'https://data.example' } }),
  ).toBe('PROJECT_ID_NOT_CONFIGURED')
})

test('behavior: adapters receive their namespace context', () => {
  const evm = mockAdapter({ namespace: 'eip155', accounts: [] })
  const setup = vi.spyOn(evm, 'setup')
  createKit({
    networks: [mainnet, solana, arbitrum],
    adapters: [evm],
    projectId: 'p1',
    storage: createMemoryDriver(),
  })
  const [context] = setup.mock.calls[0] ?? []
  expect(context?.networks).toEqual([mainnet, arbitrum])
  expect(context?.projectId).toBe('p1')
  expect(context?.dataSource).toBeUndefined()
})

test('behavior: a failing reconnect on load still settles ready', async () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"connected"',
    'walletport:connectedNamespaces': '["eip155"]',
  })
  const { kit } = createTestKit({ driver })
  vi.spyOn(kit._internal.chains, 'get').mockImplementation(() => {
    throw new Error('broken')
  })
  await kit.ready
  expect(kit._internal.ready).toBe(true)
})
