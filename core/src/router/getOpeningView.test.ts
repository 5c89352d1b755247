import { expect, test } from 'vitest'
import { getOpeningView } from './getOpeningView.js'

const base = { connected: false, isMobile: false, hasAdapters: true }

test('default', () => {
  expect(getOpeningView(base)).toBe('Connect')
})

test('behavior: Account when an address is connected', () => {
  expect(getOpeningView({ ...base, connected: true })).toBe('Account')
  expect(getOpeningView({ ...base, connected: true, hasAdapters: false })).toBe('Account')
})

test('behavior: AllWallets on mobile with no adapters', () => {
  expect(getOpeningView({ ...base, isMobile: true, hasAdapters: false })).toBe('AllWallets')
})

test('behavior: ConnectingWalletConnectBasic on desktop with no adapters', () => {
  expect(getOpeningView({ ...base, hasAdapters: false })).toBe('ConnectingWalletConnectBasic')
})

test('behavior: Connect otherwise, mobile or not', () => {
  expect(getOpeningView({ ...base, isMobile: true })).toBe('Connect')
})

test('parameters: view wins over every rule', () => {
  expect(getOpeningView({ ...base, connected: true, view: 'Swap' })).toBe('Swap')
  expect(getOpeningView({ ...base, hasAdapters: false, view: 'Connect' })).toBe('Connect')
})
