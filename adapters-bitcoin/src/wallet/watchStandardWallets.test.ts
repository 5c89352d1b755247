// vitest: isolated: the page's Wallet Standard registry (@wallet-standard/app) is one per
// module instance, and other files' wallets stay registered in a shared one
import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'
import { createLogger } from '@walletport/core'
import { expect, test, vi } from 'vitest'
import { createTestWallet } from '../test/testWallet.js'
import { isBitcoinStandardWallet } from './isBitcoinStandardWallet.js'
import { watchStandardWallets } from './watchStandardWallets.js'

const log = createLogger({ level: 'silent' })

test('default: finds wallets loaded before and after the app', () => {
  const target = new EventTarget()
  const early = createTestWallet({ name: 'Early' })
  early.register(target)
  const seen: string[][] = []
  const stop = watchStandardWallets({
    target,
    log,
    onChange: (wallets) => seen.push(wallets.map((w) => w.name)),
  })
  expect(seen.at(-1)).toEqual(['Early'])
  const late = createTestWallet({ name: 'Late' })
  const unregister = late.register(target)
  expect(seen.at(-1)).toEqual(['Early', 'Late'])
  unregister()
  expect(seen.at(-1)).toEqual(['Early'])
  stop()
  createTestWallet({ name: 'After teardown' }).register(target)
  expect(seen.at(-1)).toEqual(['Early'])
})

test('behavior: registering the same wallet twice lists it once', () => {
  const target = new EventTarget()
  const onChange = vi.fn()
  watchStandardWallets({ target, log, onChange })
  const wallet = createTestWallet()
  wallet.register(target)
  wallet.register(target)
  expect(onChange).toHaveBeenCalledTimes(1)
  expect(onChange.mock.calls[0]?.[0]).toHaveLength(1)
})

test('behavior: a throwing or malformed registration is logged, not thrown', () => {
  const target = new EventTarget()
  const warn = vi.fn()
  const onChange = vi.fn()
  watchStandardWallets({ target, log: { ...log, warn }, onChange })
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: () => {
        throw new Error('wallet bug')
      },
    }),
  )
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', { detail: 'not a function' }),
  )
  target.dispatchEvent(
    new CustomEvent('wallet-standard:register-wallet', {
      detail: (api: WindowAppReadyEventAPI) => api.register(null as unknown as Wallet),
    }),
  )
  expect(warn).toHaveBeenCalledTimes(1)
  expect(onChange).not.toHaveBeenCalled()
})

test('behavior: only wallets with the bitcoin features and a bitcoin chain qualify', () => {
  const { wallet } = createTestWallet()
  expect(isBitcoinStandardWallet(wallet)).toBe(true)
  expect(isBitcoinStandardWallet({ ...wallet, chains: ['solana:mainnet'] })).toBe(false)
  const { 'bitcoin:signPsbt': _omitted, ...withoutSign } = wallet.features
  expect(isBitcoinStandardWallet({ ...wallet, features: withoutSign })).toBe(false)
  expect(isBitcoinStandardWallet({ ...wallet, name: '' })).toBe(false)
  expect(isBitcoinStandardWallet(undefined)).toBe(false)
})

test('behavior: a wallet that changes its features is re-evaluated', () => {
  const target = new EventTarget()
  const onChange = vi.fn()
  watchStandardWallets({ target, log, onChange })
  const wallet = createTestWallet()
  wallet.register(target)
  wallet.emit({ features: wallet.wallet.features })
  expect(onChange).toHaveBeenCalledTimes(2)
  // an accounts-only change is the connector's business, not discovery's
  wallet.emit({ accounts: [] })
  expect(onChange).toHaveBeenCalledTimes(2)
})

test('behavior: on the page window, wallets registered the legacy way are listed', async () => {
  const early = createTestWallet({ name: 'Legacy' })
  const late = createTestWallet({ name: 'Legacy late' })
  type Push = (callback: (api: WindowAppReadyEventAPI) => void) => void
  const window = Object.assign(new EventTarget(), {
    navigator: {
      wallets: [({ register }: WindowAppReadyEventAPI) => register(early.wallet)] as unknown as {
        push: Push
      },
    },
  })
  vi.stubGlobal('window', window)
  try {
    const seen: string[][] = []
    const stop = watchStandardWallets({
      target: window,
      log,
      onChange: (wallets) => seen.push(wallets.map((w) => w.name)),
    })
    // the shared registry loads with import(): the queued wallet arrives a moment later
    await vi.waitFor(() => expect(seen.at(-1)).toEqual(['Legacy']))
    window.navigator.wallets.push(({ register }) => register(late.wallet))
    expect(seen.at(-1)).toEqual(['Legacy', 'Legacy late'])
    stop()
    const after = seen.length
    window.navigator.wallets.push(({ register }) => register(createTestWallet().wallet))
    expect(seen).toHaveLength(after)
  } finally {
    vi.unstubAllGlobals()
  }
})
