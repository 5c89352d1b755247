import { expect, test } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { getConnectedNamespaces, setConnectedNamespaces } from './connectedNamespaces.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'

const log = createLogger({ level: 'silent' })

test('default', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  expect(getConnectedNamespaces(storage)).toEqual([])
  setConnectedNamespaces(storage, ['eip155', 'solana'])
  expect(getConnectedNamespaces(storage)).toEqual(['eip155', 'solana'])
  expect(driver.getItem('walletport:connectionStatus')).toBe('"connected"')
})

test('behavior: no namespace left stores disconnected', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  setConnectedNamespaces(storage, ['eip155'])
  setConnectedNamespaces(storage, [])
  expect(driver.getItem('walletport:connectionStatus')).toBe('"disconnected"')
  expect(driver.getItem('walletport:connectedNamespaces')).toBeNull()
})

test('behavior: namespaces count only under a connected status', () => {
  const driver = createMemoryDriver({
    'walletport:connectionStatus': '"disconnected"',
    'walletport:connectedNamespaces': '["eip155"]',
  })
  expect(getConnectedNamespaces(createKitStorage({ driver, log }))).toEqual([])
})

test('behavior: corrupt values and unknown namespaces are ignored', () => {
  const storage = (status: string, namespaces: string) =>
    createKitStorage({
      driver: createMemoryDriver({
        'walletport:connectionStatus': status,
        'walletport:connectedNamespaces': namespaces,
      }),
      log,
    })
  expect(getConnectedNamespaces(storage('"yes"', '["eip155"]'))).toEqual([])
  expect(getConnectedNamespaces(storage('"connected"', '{"eip155":true}'))).toEqual([])
  expect(getConnectedNamespaces(storage('"connected"', '["cosmos","solana"]'))).toEqual(['solana'])
})
