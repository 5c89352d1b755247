import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { afterEach, expect, test, vi } from 'vitest'
import { createTestContext } from '../test/createTestContext.js'
import { createFakeWindow, registerTestWallet, TestWallet } from '../test/testWallet.js'
import { startWalletStandardDiscovery } from './startWalletStandardDiscovery.js'

const stops: (() => void)[] = []
afterEach(() => {
  for (const stop of stops.splice(0)) stop()
})

function start(target: ReturnType<typeof createFakeWindow> | undefined) {
  const { ctx, logs } = createTestContext()
  const discovery = startWalletStandardDiscovery({ target, log: ctx.log })
  stops.push(discovery.stop)
  return Object.assign(discovery, { logs })
}

const names = (wallets: readonly Wallet[]) => wallets.map((w) => w.name)

// the shared registry loads with import(): what reaches it, reaches it a moment later
const eventually = (assertion: () => void) => vi.waitFor(assertion, { timeout: 2_000 })

test('default: a wallet that loaded first registers on app-ready, one that loads later on its own event', () => {
  const window = createFakeWindow()
  registerTestWallet(new TestWallet({ name: 'Early' }), window)
  const discovery = start(window)
  expect(names(discovery.get())).toEqual(['Early'])

  let changes = 0
  discovery.subscribe(() => changes++)
  registerTestWallet(new TestWallet({ name: 'Late' }), window)
  expect(names(discovery.get())).toEqual(['Early', 'Late'])
  expect(changes).toBe(1)
})

test('behavior: wallets land in the shared @wallet-standard/app registry too', async () => {
  const window = createFakeWindow()
  const wallet = new TestWallet({ name: 'Shared' })
  registerTestWallet(wallet, window)
  const discovery = start(window)
  // the kit's own list has it at once
  expect(discovery.get()).toEqual([wallet])
  await eventually(() => expect(getWallets().get()).toContain(wallet))
})

test('behavior: a registration gone before the shared registry loads never reaches it; one made before a stop does', async () => {
  const window = createFakeWindow()
  const discovery = start(window)
  const gone = new TestWallet({ name: 'Gone' })
  registerTestWallet(gone, window).unregister()
  const kept = new TestWallet({ name: 'Kept' })
  registerTestWallet(kept, window)
  expect(discovery.get()).toEqual([kept])
  discovery.stop()
  await eventually(() => expect(getWallets().get()).toContain(kept))
  expect(getWallets().get()).not.toContain(gone)
  expect(discovery.get()).toEqual([])
})

test('behavior: two kits on one window both list a wallet the shared registry holds once', async () => {
  const window = createFakeWindow()
  const wallet = new TestWallet()
  registerTestWallet(wallet, window)
  const first = start(window)
  const second = start(window)
  expect(first.get()).toEqual([wallet])
  expect(second.get()).toEqual([wallet])
  await eventually(() => expect(getWallets().get()).toContain(wallet))
  expect(
    getWallets()
      .get()
      .filter((w) => w === wallet),
  ).toHaveLength(1)

  // stopping one kit leaves the other, and the wallet stays in the shared registry
  first.stop()
  expect(first.get()).toEqual([])
  expect(second.get()).toEqual([wallet])
  expect(getWallets().get()).toContain(wallet)
})

test('behavior: kits on separate windows never see each other’s wallets', () => {
  const windowA = createFakeWindow()
  const windowB = createFakeWindow()
  const a = start(windowA)
  const b = start(windowB)
  registerTestWallet(new TestWallet({ name: 'A' }), windowA)
  registerTestWallet(new TestWallet({ name: 'B' }), windowB)
  expect(names(a.get())).toEqual(['A'])
  expect(names(b.get())).toEqual(['B'])
})

test('behavior: a wallet that unregisters leaves every kit', async () => {
  const window = createFakeWindow()
  const wallet = new TestWallet()
  const registration = registerTestWallet(wallet, window)
  const first = start(window)
  const second = start(window)
  await eventually(() => expect(getWallets().get()).toContain(wallet))
  registration.unregister()
  expect(first.get()).toEqual([])
  expect(second.get()).toEqual([])
  expect(getWallets().get()).not.toContain(wallet)
})

test('behavior: a stopped kit hears nothing more', () => {
  const window = createFakeWindow()
  const discovery = start(window)
  discovery.stop()
  registerTestWallet(new TestWallet(), window)
  expect(discovery.get()).toEqual([])
})

test('behavior: registrations that are not wallets are ignored and logged', () => {
  const window = createFakeWindow()
  const discovery = start(window)
  window.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: { register(wallet: unknown): () => void }) => api.register({ name: 42 }),
    }),
  )
  window.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: 'nonsense' }))
  expect(discovery.get()).toEqual([])
  expect(discovery.logs.map((l) => l.message)).toEqual([
    '[walletport] wallet standard: ignored a registration that is not a wallet',
  ])
})

test('behavior: without a window (SSR) there is nothing to discover and nothing throws', () => {
  const discovery = start(undefined)
  expect(discovery.get()).toEqual([])
})

test('behavior: on the page’s own window, wallets registered on the shared registry directly count too', async () => {
  const page = createFakeWindow()
  const global = globalThis as { window?: unknown }
  global.window = page
  try {
    const wrapped = new TestWallet({ name: 'Wrapped legacy wallet' })
    const unregister = getWallets().register(wrapped)
    const discovery = start(page)
    await eventually(() => expect(discovery.get()).toContain(wrapped))
    const later = new TestWallet({ name: 'Later' })
    const unregisterLater = getWallets().register(later)
    expect(discovery.get()).toContain(later)
    unregister()
    unregisterLater()
    expect(discovery.get()).not.toContain(wrapped)
    expect(discovery.get()).not.toContain(later)
  } finally {
    delete global.window
  }
})
