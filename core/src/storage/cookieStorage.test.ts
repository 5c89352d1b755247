// @vitest-environment happy-dom
import * as v from 'valibot'
import { afterEach, expect, test } from 'vitest'
import { cookieStorage, parseCookies } from './cookieStorage.js'
import { createKitStorage } from './createKitStorage.js'

afterEach(() => {
  const jar = cookieStorage()
  for (const name of parseCookies(document.cookie).keys()) jar.removeItem(name)
})

test('default: one cookie per key, values encoded', () => {
  const driver = cookieStorage()
  driver.setItem('walletport:a', '{"x":"1; y=2"}')
  driver.setItem('walletport:b', 'plain')
  expect(driver.getItem('walletport:a')).toBe('{"x":"1; y=2"}')
  expect(document.cookie).toContain('walletport%3Aa=')
  driver.removeItem('walletport:a')
  expect(driver.getItem('walletport:a')).toBeNull()
  expect(driver.getItem('walletport:b')).toBe('plain')
})

test('behavior: the kit storage over it ignores a corrupt value', () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets the cookies a browser would hold
  document.cookie = 'walletport%3AconnectionStatus=%7Bbroken'
  const storage = createKitStorage({
    driver: cookieStorage(),
    log: { debug() {}, info() {}, warn() {}, error() {} },
  })
  expect(storage.get('connectionStatus', v.string())).toBeUndefined()
})

test('behavior: without a document it reads and writes nothing', () => {
  const saved = globalThis.document
  // as on a server
  Reflect.deleteProperty(globalThis, 'document')
  try {
    const driver = cookieStorage()
    driver.setItem('k', 'v')
    expect(driver.getItem('k')).toBeNull()
  } finally {
    Object.defineProperty(globalThis, 'document', {
      value: saved,
      configurable: true,
      writable: true,
    })
  }
})

test('parseCookies: first value wins; malformed escapes are skipped', () => {
  expect([...parseCookies('a=1; b=%E0%A4%A; a=2; =x; c=%7B%7D')]).toEqual([
    ['a', '1'],
    ['c', '{}'],
  ])
})
