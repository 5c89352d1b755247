import fc from 'fast-check'
import * as v from 'valibot'
import { expect, test, vi } from 'vitest'
import type { Logger } from '../types/logger.js'
import type { StorageDriver } from '../types/storage.js'
import { createKitStorage } from './createKitStorage.js'
import { createMemoryDriver } from './createMemoryDriver.js'
import { invalid, standardCheck, valid } from './standardCheck.js'

function createLog(): Logger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() }
}

const RecentWalletsSchema = v.array(v.object({ id: v.string(), name: v.string() }))

test('default', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log: createLog() })
  storage.set('recentWallets', [{ id: 'w1', name: 'Wallet' }])
  expect(driver.getItem('walletport:recentWallets')).toBe('[{"id":"w1","name":"Wallet"}]')
  expect(storage.get('recentWallets', RecentWalletsSchema)).toEqual([{ id: 'w1', name: 'Wallet' }])
})

test('parameters: prefix', () => {
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log: createLog(), prefix: 'kit-2:' })
  storage.set('walletId', 'abc')
  expect(driver.getItem('kit-2:walletId')).toBe('"abc"')
  expect(driver.getItem('walletport:walletId')).toBeNull()
})

test('parameters: log (a value that is not JSON is dropped)', () => {
  const log = createLog()
  const driver = createMemoryDriver({ 'walletport:a': '{oops' })
  const storage = createKitStorage({ driver, log })
  expect(storage.get('a', v.unknown())).toBeUndefined()
  expect(log.warn).toHaveBeenCalledWith('storage: dropped a value of a that is not JSON')
  // healed: the entry is gone and the next write reads back
  expect(driver.getItem('walletport:a')).toBeNull()
  storage.set('a', 1)
  expect(storage.get('a', v.number())).toBe(1)
})

test('parameters: log (a value that does not match its schema)', () => {
  const log = createLog()
  const storage = createKitStorage({ driver: createMemoryDriver({ 'walletport:a': '42' }), log })
  expect(storage.get('a', v.string())).toBeUndefined()
  expect(log.warn).toHaveBeenCalledTimes(1)
  expect(vi.mocked(log.warn).mock.calls[0]?.[0]).toBe(
    'storage: dropped a value of a that does not match its schema',
  )
  expect(storage.get('a', v.string())).toBeUndefined()
  // dropped on the first read, so the second finds nothing to complain about
  expect(log.warn).toHaveBeenCalledTimes(1)
})

test('parameters: driver (every call throws)', () => {
  const log = createLog()
  const fail = () => {
    throw new DOMException('denied', 'SecurityError')
  }
  const driver: StorageDriver = { getItem: fail, setItem: fail, removeItem: fail }
  const storage = createKitStorage({ driver, log })
  expect(storage.get('a', v.string())).toBeUndefined()
  expect(() => storage.set('a', 'x')).not.toThrow()
  expect(() => storage.remove('a')).not.toThrow()
  expect(log.warn).toHaveBeenCalledTimes(3)
})

test('behavior: a missing key is undefined without a warning', () => {
  const log = createLog()
  const storage = createKitStorage({ driver: createMemoryDriver(), log })
  expect(storage.get('nothing', v.string())).toBeUndefined()
  expect(log.warn).not.toHaveBeenCalled()
})

test('behavior: remove deletes the prefixed key only', () => {
  const driver = createMemoryDriver({ 'walletport:a': '1', a: '1' })
  const storage = createKitStorage({ driver, log: createLog() })
  storage.remove('a')
  expect(driver.getItem('walletport:a')).toBeNull()
  expect(driver.getItem('a')).toBe('1')
})

test('behavior: values JSON cannot hold are not written, and do not throw', () => {
  const log = createLog()
  const driver = createMemoryDriver()
  const storage = createKitStorage({ driver, log })
  const circular: Record<string, unknown> = {}
  circular.self = circular
  expect(() => storage.set('big', 1n)).not.toThrow()
  expect(() => storage.set('loop', circular)).not.toThrow()
  expect(driver.getItem('walletport:big')).toBeNull()
  expect(log.warn).toHaveBeenCalledTimes(2)
})

test('behavior: schema transforms apply on read', () => {
  const storage = createKitStorage({
    driver: createMemoryDriver({ 'walletport:time': '1700000000000' }),
    log: createLog(),
  })
  const DateSchema = v.pipe(
    v.number(),
    v.transform((n) => new Date(n)),
  )
  expect(storage.get('time', DateSchema)?.toISOString()).toBe('2023-11-14T22:13:20.000Z')
})

const schemas = [
  v.string(),
  v.number(),
  v.boolean(),
  RecentWalletsSchema,
  v.object({ status: v.picklist(['connected', 'disconnected']) }),
  v.record(v.string(), v.array(v.string())),
  v.unknown(),
]

test('behavior: arbitrary raw strings read as undefined or a schema-valid value, never a throw', () => {
  fc.assert(
    fc.property(
      fc.oneof(
        fc.string(),
        fc.jsonValue().map((j) => JSON.stringify(j)),
      ),
      fc.constantFrom(...schemas),
      (raw, schema) => {
        const storage = createKitStorage({
          driver: createMemoryDriver({ 'walletport:key': raw }),
          log: createLog(),
        })
        const value = storage.get('key', schema)
        if (value !== undefined) expect(v.is(schema, value)).toBe(true)
      },
    ),
  )
})

test('behavior: what set writes, get reads back', () => {
  fc.assert(
    fc.property(fc.jsonValue(), (value) => {
      const storage = createKitStorage({ driver: createMemoryDriver(), log: createLog() })
      storage.set('key', value)
      // JSON itself turns -0 into 0
      expect(storage.get('key', v.unknown())).toEqual(JSON.parse(JSON.stringify(value)))
    }),
  )
})

test('parameters: schema (any Standard Schema, such as a hand-written check)', () => {
  const log = createLog()
  const driver = createMemoryDriver({ 'walletport:a': '"yes"', 'walletport:b': '7' })
  const storage = createKitStorage({ driver, log })
  const yes = standardCheck((value) =>
    value === 'yes' ? valid(true as const) : invalid('Expected "yes"'),
  )
  const read: true | undefined = storage.get('a', yes)
  expect(read).toBe(true)
  expect(storage.get('b', yes)).toBeUndefined()
  expect(log.warn).toHaveBeenCalledWith(
    'storage: dropped a value of b that does not match its schema',
    'Expected "yes"',
  )
  expect(driver.getItem('walletport:b')).toBeNull()
})

test('parameters: schema (an asynchronous one reads as undefined and keeps the value)', () => {
  const log = createLog()
  const driver = createMemoryDriver({ 'walletport:a': '1' })
  const storage = createKitStorage({ driver, log })
  expect(storage.get('a', v.pipeAsync(v.number()))).toBeUndefined()
  expect(log.warn).toHaveBeenCalledWith('storage: a needs a synchronous schema')
  expect(driver.getItem('walletport:a')).toBe('1')
})
