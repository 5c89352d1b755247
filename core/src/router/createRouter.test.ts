import { expect, test } from 'vitest'
import { createRouter } from './createRouter.js'

test('default', () => {
  const router = createRouter()
  expect(router.$history.get()).toEqual([{ view: 'Connect' }])
  expect(router.$view.get()).toBe('Connect')
  expect(router.view).toBe('Connect')
})

test('parameters: initial', () => {
  expect(createRouter('Account').$view.get()).toBe('Account')
})

test('behavior: push adds a view and ignores the view already on top', () => {
  const router = createRouter()
  expect(router.push({ view: 'AllWallets' })).toBe(true)
  expect(router.push({ view: 'AllWallets' })).toBe(false)
  expect(router.$history.get().map((entry) => entry.view)).toEqual(['Connect', 'AllWallets'])
  expect(router.$view.get()).toBe('AllWallets')
})

test('behavior: replace swaps the top', () => {
  const router = createRouter()
  router.push({ view: 'AllWallets' })
  router.replace({ view: 'ConnectingWalletConnect' })
  expect(router.$history.get().map((entry) => entry.view)).toEqual([
    'Connect',
    'ConnectingWalletConnect',
  ])
})

test('behavior: reset starts a new history', () => {
  const router = createRouter()
  router.push({ view: 'AllWallets' })
  router.reset({ view: 'Account' })
  expect(router.$history.get()).toEqual([{ view: 'Account' }])
})

test('behavior: pop keeps the last entry', () => {
  const router = createRouter()
  router.push({ view: 'AllWallets' })
  expect(router.pop()).toBe(true)
  expect(router.pop()).toBe(false)
  expect(router.$history.get()).toEqual([{ view: 'Connect' }])
})

test('behavior: entries carry their data', () => {
  const router = createRouter()
  const wallet = { id: 'w1', name: 'Wallet One' }
  router.push({ view: 'ConnectingWalletConnect', data: { wallet } })
  expect(router.$history.get().at(-1)?.data?.wallet).toBe(wallet)
})

test('behavior: two routers share nothing', () => {
  const a = createRouter()
  const b = createRouter()
  a.push({ view: 'AllWallets' })
  expect(b.$view.get()).toBe('Connect')
})
