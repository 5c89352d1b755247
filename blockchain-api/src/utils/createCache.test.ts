import { expect, test, vi } from 'vitest'
import { createClock } from '../test/setup.js'
import { createCache } from './createCache.js'

test('default', async () => {
  const clock = createClock()
  const cache = createCache<number>({ ttl: 30_000, now: clock.now })
  const loader = vi.fn(async () => 1)
  await cache.load('a', loader)
  clock.advance(29_999)
  await expect(cache.load('a', loader)).resolves.toBe(1)
  expect(loader).toHaveBeenCalledOnce()
  clock.advance(1)
  await cache.load('a', loader)
  expect(loader).toHaveBeenCalledTimes(2)
})

test('parameters: force skips the cached value and stores the new one', async () => {
  const cache = createCache<number>({ ttl: 1000, now: createClock().now })
  await cache.load('a', async () => 1)
  await expect(cache.load('a', async () => 2, true)).resolves.toBe(2)
  await expect(cache.load('a', async () => 3)).resolves.toBe(2)
})

test('behavior: a failed load stores nothing', async () => {
  const cache = createCache<number>({ ttl: 1000, now: createClock().now })
  await expect(cache.load('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x')
  await expect(cache.load('a', async () => 4)).resolves.toBe(4)
})

test('behavior: keys are separate and delete forgets one', async () => {
  const cache = createCache<number>({ ttl: 1000, now: createClock().now })
  await cache.load('a', async () => 1)
  await cache.load('b', async () => 2)
  cache.delete('a')
  await expect(cache.load('a', async () => 5)).resolves.toBe(5)
  await expect(cache.load('b', async () => 6)).resolves.toBe(2)
})
