import { expect, test } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'
import { addRecentWallet, getRecentWallets } from './recentWallets.js'

const log = createLogger({ level: 'silent' })

test('default', () => {
  const storage = createKitStorage({ driver: createMemoryDriver(), log })
  expect(getRecentWallets(storage)).toEqual([])
})

test('behavior: newest first, two kept, no duplicates', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  addRecentWallet(storage, { id: 'a', name: 'A' })
  addRecentWallet(storage, { id: 'b', name: 'B' })
  addRecentWallet(storage, { id: 'a', name: 'A again' })
  expect(addRecentWallet(storage, { id: 'c', name: 'C' })).toEqual([
    { id: 'c', name: 'C' },
    { id: 'a', name: 'A again' },
  ])
  expect(driver.getItem('walletport:recentWallets')).toBe(
    '[{"id":"c","name":"C"},{"id":"a","name":"A again"}]',
  )
})

test('behavior: a corrupt list is ignored', () => {
  for (const raw of ['not json', '{"id":"a"}', '[{"id":1,"name":"A"}]']) {
    const driver = createMemoryDriver({ 'walletport:recentWallets': raw })
    const storage = createKitStorage({ driver, log })
    expect(getRecentWallets(storage)).toEqual([])
    expect(addRecentWallet(storage, { id: 'b', name: 'B' })).toEqual([{ id: 'b', name: 'B' }])
  }
})
