import { expect, test } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { getConnectorId, setConnectorId } from './connectorIds.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'

const log = createLogger({ level: 'silent' })

test('default', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  expect(getConnectorId(storage, 'eip155')).toBeUndefined()
  setConnectorId(storage, 'eip155', 'io.metamask')
  setConnectorId(storage, 'solana', 'phantom')
  expect(getConnectorId(storage, 'eip155')).toBe('io.metamask')
  expect(driver.getItem('walletport:connectorIds')).toBe(
    '{"eip155":"io.metamask","solana":"phantom"}',
  )
})

test('behavior: undefined forgets one namespace', () => {
  const storage = createKitStorage({ driver: createMemoryDriver(), log })
  setConnectorId(storage, 'eip155', 'io.metamask')
  setConnectorId(storage, 'solana', 'phantom')
  setConnectorId(storage, 'eip155', undefined)
  expect(getConnectorId(storage, 'eip155')).toBeUndefined()
  expect(getConnectorId(storage, 'solana')).toBe('phantom')
})

test('behavior: a corrupt record is ignored', () => {
  const driver = createMemoryDriver({ 'walletport:connectorIds': '{"eip155":42}' })
  const storage = createKitStorage({ driver, log })
  expect(getConnectorId(storage, 'eip155')).toBeUndefined()
})
