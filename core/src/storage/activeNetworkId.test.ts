import { expect, test } from 'vitest'
import { createLogger } from '../logger/createLogger.js'
import { getActiveNetworkId, setActiveNetworkId } from './activeNetworkId.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'

const log = createLogger({ level: 'silent' })

test('default', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  expect(getActiveNetworkId(storage)).toBeUndefined()
  setActiveNetworkId(storage, 'eip155:42161')
  expect(getActiveNetworkId(storage)).toBe('eip155:42161')
  expect(driver.getItem('walletport:activeNetworkId')).toBe('"eip155:42161"')
})

test('behavior: a malformed id is ignored', () => {
  for (const raw of ['"eip155"', '"a:b:c"', '42', '{'])
    expect(
      getActiveNetworkId(
        createKitStorage({
          driver: createMemoryDriver({ 'walletport:activeNetworkId': raw }),
          log,
        }),
      ),
    ).toBeUndefined()
})
