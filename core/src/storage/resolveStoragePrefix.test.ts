import * as v from 'valibot'
import { expect, test, vi } from 'vitest'
import { connect } from '../actions/connect.js'
import { disconnect } from '../actions/disconnect.js'
import { mockAdapter } from '../adapter/mockAdapter.js'
import { createKit } from '../kit/createKit.js'
import { arbitrum, mainnet } from '../networks/evm.js'
import { createTestKit, evmAddress } from '../test/createTestKit.js'
import type { Logger } from '../types/logger.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'
import { CONNECTED_NAMESPACES_KEY, RECENT_WALLETS_KEY } from './keys.js'
import { resolveStoragePrefix, STORAGE_VERSION_KEY } from './resolveStoragePrefix.js'

const log = (): Logger =>
  ({ warn: vi.fn(), error: vi.fn(), info: vi.fn(), debug: vi.fn() }) as unknown as Logger

test('default: the first kit keeps the plain walletport: keys and marks version 1', () => {
  const driver = createMemoryDriver({ 'walletport:walletId': '"abc"' })
  expect(resolveStoragePrefix({ driver, log: log(), scope: ['p1'] })).toBe('walletport:')
  expect(driver.getItem('walletport:storageVersion')).toBe('1')
  // a returning visitor's keys are still read
  expect(createKitStorage({ driver, log: log() }).get('walletId', v.string())).toBe('abc')
  expect(resolveStoragePrefix({ driver, log: log(), scope: ['p1'] })).toBe('walletport:')
})

test('behavior: another kit on the same page gets keys of its own, on every visit', () => {
  const driver = createMemoryDriver()
  expect(resolveStoragePrefix({ driver, log: log(), scope: ['p1'] })).toBe('walletport:')
  const second = resolveStoragePrefix({ driver, log: log(), scope: ['p2'] })
  expect(second).toMatch(/^walletport:[0-9a-z]+:$/)
  // created in the other order next time, each finds its own keys again
  expect(resolveStoragePrefix({ driver, log: log(), scope: ['p2'] })).toBe(second)
  expect(resolveStoragePrefix({ driver, log: log(), scope: ['p1'] })).toBe('walletport:')
})

test('parameters: storageKey', () => {
  const driver = createMemoryDriver()
  expect(resolveStoragePrefix({ driver, log: log(), storageKey: 'shop', scope: [] })).toBe(
    'walletport:shop:',
  )
  expect(driver.getItem(`walletport:shop:${STORAGE_VERSION_KEY}`)).toBe('1')
})

test('behavior: an unknown layout version is dropped, not misread', () => {
  const logger = log()
  const driver = createMemoryDriver({
    'walletport:storageVersion': '2',
    [`walletport:${CONNECTED_NAMESPACES_KEY}`]: '"in a future shape"',
  })
  expect(resolveStoragePrefix({ driver, log: logger, scope: [] })).toBe('walletport:')
  expect(driver.getItem(`walletport:${CONNECTED_NAMESPACES_KEY}`)).toBeNull()
  expect(driver.getItem('walletport:storageVersion')).toBe('1')
  expect(logger.warn).toHaveBeenCalledTimes(1)
})

test('behavior: two kits on one page do not share a disconnect or recent wallets', async () => {
  const driver = createMemoryDriver()
  const one = createTestKit({ driver, projectId: 'a'.repeat(32) })
  const two = createTestKit({ driver, projectId: 'b'.repeat(32) })
  await Promise.all([one.kit.ready, two.kit.ready])
  await connect(one.kit, { connectorId: 'mock' })
  await connect(two.kit, { connectorId: 'mock' })
  await disconnect(one.kit)
  // the next visit: the second kit still reconnects, and only it remembers its wallet
  const again = createKit({
    networks: [mainnet, arbitrum],
    adapters: [mockAdapter({ namespace: 'eip155', accounts: [evmAddress], authorized: ['mock'] })],
    storage: driver,
    projectId: 'b'.repeat(32),
    logLevel: 'silent',
  })
  await again.ready
  expect(again.$account.get().address).toBe(evmAddress)
  const first = createKitStorage({ driver, log: log() })
  expect(first.get(CONNECTED_NAMESPACES_KEY, v.array(v.string())) ?? []).toEqual([])
  expect(first.get(RECENT_WALLETS_KEY, v.array(v.unknown()))).toHaveLength(1)
})
