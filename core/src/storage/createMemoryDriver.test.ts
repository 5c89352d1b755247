import { expect, test } from 'vitest'
import { createMemoryDriver } from './createMemoryDriver.js'

test('default', () => {
  const driver = createMemoryDriver()
  expect(driver.getItem('a')).toBeNull()
  driver.setItem('a', '1')
  expect(driver.getItem('a')).toBe('1')
  driver.removeItem('a')
  expect(driver.getItem('a')).toBeNull()
})

test('parameters: initial', () => {
  const initial = { a: '1' }
  const driver = createMemoryDriver(initial)
  expect(driver.getItem('a')).toBe('1')
  driver.setItem('a', '2')
  // the initial record is copied, not written through
  expect(initial.a).toBe('1')
})

test('behavior: each driver has its own items', () => {
  const a = createMemoryDriver()
  const b = createMemoryDriver()
  a.setItem('k', 'v')
  expect(b.getItem('k')).toBeNull()
})

test('behavior: values are kept as strings, as Web Storage does', () => {
  const driver = createMemoryDriver()
  driver.setItem('n', 42 as unknown as string)
  expect(driver.getItem('n')).toBe('42')
})

test('behavior: keys that are names of Object.prototype are plain keys', () => {
  const driver = createMemoryDriver()
  expect(driver.getItem('toString')).toBeNull()
  expect(driver.getItem('__proto__')).toBeNull()
  driver.setItem('__proto__', 'x')
  expect(driver.getItem('__proto__')).toBe('x')
})

test('behavior: removing a missing key does nothing', () => {
  const driver = createMemoryDriver({ a: '1' })
  driver.removeItem('b')
  expect(driver.getItem('a')).toBe('1')
})
