import { afterEach, expect, test, vi } from 'vitest'
import { createMemoryDriver } from './createMemoryDriver.js'
import { getBrowserDriver } from './getBrowserDriver.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

test('default', () => {
  // node has no localStorage, as on the server
  expect('localStorage' in globalThis).toBe(false)
  expect(getBrowserDriver()).toBeUndefined()
})

test('behavior: returns a working localStorage and leaves no probe behind', () => {
  const storage = createMemoryDriver()
  vi.stubGlobal('localStorage', storage)
  expect(getBrowserDriver()).toBe(storage)
  expect(storage.getItem('walletport:probe')).toBeNull()
})

test('behavior: undefined when writes throw (full or disabled storage)', () => {
  vi.stubGlobal('localStorage', {
    ...createMemoryDriver(),
    setItem() {
      throw new DOMException('quota', 'QuotaExceededError')
    },
  })
  expect(getBrowserDriver()).toBeUndefined()
})

test('behavior: undefined when reading localStorage itself throws', () => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('denied', 'SecurityError')
    },
  })
  try {
    expect(getBrowserDriver()).toBeUndefined()
  } finally {
    Reflect.deleteProperty(globalThis, 'localStorage')
  }
})
