import { describe, expect, test } from 'vitest'
import { createMemoryDriver } from '../storage/createMemoryDriver.js'
import { createPairingStorage } from './createPairingStorage.js'
import { testStorage } from './test/fixtures.js'

describe('createPairingStorage', () => {
  test('default', async () => {
    const storage = createPairingStorage(testStorage())
    await storage.setItem('wc@2:core:0.3//keychain', { a: 'b' })
    await storage.setItem('wc@2:client:0.3//session', [{ topic: 't', expiry: 1 }])
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toEqual({ a: 'b' })
    expect(await storage.getKeys()).toEqual(['wc@2:core:0.3//keychain', 'wc@2:client:0.3//session'])
    expect(await storage.getEntries()).toEqual([
      ['wc@2:core:0.3//keychain', { a: 'b' }],
      ['wc@2:client:0.3//session', [{ topic: 't', expiry: 1 }]],
    ])
    await storage.removeItem('wc@2:core:0.3//keychain')
    expect(await storage.getItem('wc@2:core:0.3//keychain')).toBeUndefined()
    expect(await storage.getKeys()).toEqual(['wc@2:client:0.3//session'])
  })

  test('behavior: values live in the kit storage, under its prefix, and survive a reload', async () => {
    const driver = createMemoryDriver()
    await createPairingStorage(testStorage(driver)).setItem('k', { n: 1 })
    expect(driver.getItem('walletport:wc/k')).toBe('{"n":1}')
    expect(driver.getItem('walletport:wc:keys')).toBe('["k"]')
    // a second storage over the same driver is the page after a reload
    const reloaded = createPairingStorage(testStorage(driver))
    expect(await reloaded.getKeys()).toEqual(['k'])
    expect(await reloaded.getItem('k')).toEqual({ n: 1 })
  })

  test('behavior: bigints round-trip', async () => {
    const storage = createPairingStorage(testStorage())
    await storage.setItem('ids', { id: 1_700_000_000_000_000_123n, list: [2n] })
    expect(await storage.getItem('ids')).toEqual({ id: 1_700_000_000_000_000_123n, list: [2n] })
  })

  test('behavior: undefined removes, corrupt values read as undefined', async () => {
    const driver = createMemoryDriver({ 'walletport:wc/bad': '{not json' })
    const storage = createPairingStorage(testStorage(driver))
    expect(await storage.getItem('bad')).toBeUndefined()
    await storage.setItem('gone', 1)
    await storage.setItem('gone', undefined)
    expect(await storage.getKeys()).toEqual([])
    expect(driver.getItem('walletport:wc/gone')).toBeNull()
  })
})
