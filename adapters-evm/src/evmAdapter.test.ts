import { ConnectorNotFoundError, isUserRejection, ProviderRpcError } from '@walletport/core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { evmAdapter } from './evmAdapter.js'
import { createFakeWindow, TEST_ICON } from './test/createFakeWindow.js'
import { createTestBed, type TestBed, WALLET_RDNS } from './test/createTestBed.js'
import { createTestContext } from './test/createTestContext.js'
import { createTestWallet } from './test/createTestWallet.js'
import { devAccount } from './test/devAccounts.js'

let bed: TestBed

beforeAll(async () => {
  bed = await createTestBed()
})
afterAll(async () => {
  await bed.stop()
})

describe('discovery', () => {
  test('behavior: nothing runs before setup, announced wallets appear after it', () => {
    const window = createFakeWindow()
    const wallet = createTestWallet({ account: devAccount(1), chains: {}, chainId: 1 })
    const adapter = evmAdapter({ window })
    window.announce({
      info: { uuid: 'u-1', name: 'Wallet One', icon: TEST_ICON, rdns: 'com.example.one' },
      provider: wallet.provider,
    })
    expect(window.requests()).toBe(0)
    expect(adapter.$connectors.get()).toEqual([])

    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    expect(window.requests()).toBe(1)
    expect(adapter.$connectors.get()).toEqual([
      {
        id: 'com.example.one',
        name: 'Wallet One',
        type: 'ANNOUNCED',
        chain: 'eip155',
        imageUrl: TEST_ICON,
        rdns: 'com.example.one',
        installed: true,
      },
    ])
    teardown()
    expect(adapter.$connectors.get()).toEqual([])
  })

  test('behavior: window.ethereum is a connector unless a wallet announced the same provider', () => {
    const window = createFakeWindow()
    const legacy = createTestWallet({ account: devAccount(1), chains: {}, chainId: 1 })
    window.ethereum = legacy.provider
    const adapter = evmAdapter({ window })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    expect(adapter.$connectors.get().map((c) => [c.id, c.type, c.name])).toEqual([
      ['injected', 'INJECTED', 'Browser Wallet'],
    ])
    // the same extension announces itself: one connector, the announced one
    window.announce({
      info: { uuid: 'u-2', name: 'Legacy', icon: TEST_ICON, rdns: 'com.example.legacy' },
      provider: legacy.provider,
    })
    expect(adapter.$connectors.get().map((c) => c.id)).toEqual(['com.example.legacy'])
    teardown()
  })

  test('behavior: announcements that break the standard are ignored, remote icons dropped', () => {
    const window = createFakeWindow()
    const wallet = createTestWallet({ account: devAccount(1), chains: {}, chainId: 1 })
    const adapter = evmAdapter({ window })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    const send = (detail: unknown) =>
      window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    send(undefined)
    send({ info: { uuid: 'x', name: 'No provider', icon: TEST_ICON, rdns: 'com.example.np' } })
    send({
      info: { uuid: 'x', name: '', icon: TEST_ICON, rdns: 'com.example.nn' },
      provider: wallet.provider,
    })
    send({
      info: { uuid: 'x', name: 'Bad rdns', icon: TEST_ICON, rdns: 'not rdns' },
      provider: wallet.provider,
    })
    send({
      info: {
        uuid: 'x',
        name: 'Far icon',
        icon: 'https://evil.example/i.png',
        rdns: 'com.example.far',
      },
      provider: wallet.provider,
    })
    expect(adapter.$connectors.get()).toEqual([
      {
        id: 'com.example.far',
        name: 'Far icon',
        type: 'ANNOUNCED',
        chain: 'eip155',
        rdns: 'com.example.far',
        installed: true,
      },
    ])
    teardown()
  })
})

describe('connect', () => {
  test('default: connects the announced wallet with its account and network', async () => {
    const connected = await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
    expect(connected).toMatchObject({
      connectorId: WALLET_RDNS,
      accounts: [{ namespace: 'eip155', address: bed.wallet.address, type: 'eoa' }],
      networkId: 'eip155:31337',
    })
    expect(bed.wallet.calls.map((c) => c.method)).toContain('eth_requestAccounts')
    await bed.adapter.disconnect()
  })

  test('parameters: an unknown connector', async () => {
    await expect(
      bed.adapter.connect({ connectorId: 'com.example.missing', network: bed.network }),
    ).rejects.toBeInstanceOf(ConnectorNotFoundError)
  })

  test('behavior: a wallet that rejects with 4001', async () => {
    bed.wallet.state.rejectMethods.add('eth_requestAccounts')
    try {
      const error = await bed.adapter
        .connect({ connectorId: WALLET_RDNS, network: bed.network })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(ProviderRpcError)
      expect(error).toMatchObject({ code: 4001 })
      expect(isUserRejection(error)).toBe(true)
    } finally {
      bed.wallet.state.rejectMethods.clear()
    }
  })

  test('behavior: accountsChanged, chainChanged and disconnect events reach the context', async () => {
    await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
    const other = devAccount(3).address
    bed.wallet.emit('accountsChanged', [other.toLowerCase()])
    expect(bed.test.accountsChanged.at(-1)).toEqual({
      connectorId: WALLET_RDNS,
      accounts: [{ namespace: 'eip155', address: other, type: 'eoa' }],
    })
    bed.wallet.emit('accountsChanged', 'garbage')
    expect(bed.test.accountsChanged.at(-1)?.accounts[0]?.address).toBe(other)

    bed.wallet.emit('chainChanged', '0x1')
    expect(bed.test.networkChanged.at(-1)).toEqual({
      connectorId: WALLET_RDNS,
      networkId: 'eip155:1',
    })
    bed.wallet.emit('chainChanged', '0x7a69')

    // a disconnect event while the wallet still authorises us is a hiccup, not an end
    bed.wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(bed.test.disconnected).toEqual([])

    bed.wallet.state.authorized = false
    bed.wallet.emit('disconnect', { code: 4900, message: 'Disconnected' })
    await expect.poll(() => bed.test.disconnected).toEqual([{ connectorId: WALLET_RDNS }])
    expect(bed.wallet.listenerCount('accountsChanged')).toBe(0)
    bed.wallet.state.authorized = true
  })

  test('behavior: an empty accountsChanged means the wallet disconnected', async () => {
    await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
    bed.wallet.emit('accountsChanged', [])
    expect(bed.test.accountsChanged.at(-1)).toEqual({ connectorId: WALLET_RDNS, accounts: [] })
    expect(bed.wallet.listenerCount('chainChanged')).toBe(0)
  })

  test('behavior: disconnect revokes the permission and stops following events', async () => {
    await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
    await bed.adapter.disconnect()
    expect(bed.wallet.calls.at(-1)?.method).toBe('wallet_revokePermissions')
    expect(bed.wallet.listenerCount('accountsChanged')).toBe(0)
    const reports = bed.test.networkChanged.length
    bed.wallet.emit('chainChanged', '0x5')
    expect(bed.test.networkChanged.length).toBe(reports)
  })
})

describe('reconnect', () => {
  test('behavior: after a simulated reload, the recent connector comes back without a prompt', async () => {
    await bed.adapter.connect({ connectorId: WALLET_RDNS, network: bed.network })
    // the kit keeps the recent wallet in storage; its reconnect tries that one first
    bed.test.ctx.storage.set('recentConnectorId', WALLET_RDNS)
    bed.teardown()

    const page = bed.reload()
    const prompts = bed.wallet.calls.filter((c) => c.method === 'eth_requestAccounts').length
    const recent = readRecent(page.test.driver.getItem('walletport:recentConnectorId'))
    const order = [recent, ...page.adapter.$connectors.get().map((c) => c.id)].filter(
      (id, i, all): id is string => typeof id === 'string' && all.indexOf(id) === i,
    )
    expect(order[0]).toBe(WALLET_RDNS)
    let connected: Awaited<ReturnType<typeof page.adapter.reconnect>>
    for (const connectorId of order) {
      connected = await page.adapter.reconnect({ connectorId, network: bed.network })
      if (connected) break
    }
    expect(connected).toMatchObject({
      connectorId: WALLET_RDNS,
      accounts: [{ address: bed.wallet.address }],
      networkId: 'eip155:31337',
    })
    expect(bed.wallet.calls.filter((c) => c.method === 'eth_requestAccounts').length).toBe(prompts)

    // the reloaded page follows the wallet's events
    bed.wallet.emit('chainChanged', '0xa')
    expect(page.test.networkChanged.at(-1)?.networkId).toBe('eip155:10')
    bed.wallet.emit('chainChanged', '0x7a69')
    await page.adapter.disconnect()
    page.teardown()
  })

  test('behavior: a wallet that no longer authorises the page reconnects to nothing', async () => {
    bed.wallet.state.authorized = false
    expect(await bed.adapter.reconnect({ connectorId: WALLET_RDNS, network: bed.network })).toBe(
      undefined,
    )
  })

  test('behavior: waits for a wallet that announces late, gives up on a missing one', async () => {
    const window = createFakeWindow()
    const wallet = createTestWallet({
      account: devAccount(2),
      chains: { 31337: bed.anvil.rpcUrl },
      chainId: 31337,
      authorized: true,
    })
    const adapter = evmAdapter({ window, announceWait: 300 })
    const teardown = adapter.setup(createTestContext({ networks: [bed.network] }).ctx)
    setTimeout(() => {
      window.announce({
        info: { uuid: 'late', name: 'Late', icon: TEST_ICON, rdns: 'com.example.late' },
        provider: wallet.provider,
      })
    }, 30)
    const late = await adapter.reconnect({ connectorId: 'com.example.late', network: bed.network })
    expect(late?.accounts[0]?.address).toBe(wallet.address)
    const started = Date.now()
    expect(await adapter.reconnect({ connectorId: 'com.example.none', network: bed.network })).toBe(
      undefined,
    )
    expect(Date.now() - started).toBeGreaterThanOrEqual(290)
    teardown()
  })
})

function readRecent(raw: string | null): string | undefined {
  if (raw === null) return undefined
  const value: unknown = JSON.parse(raw)
  return typeof value === 'string' ? value : undefined
}
