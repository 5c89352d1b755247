import { expect, test, vi } from 'vitest'
import { loadOnce } from './loadOnce.js'

test('default: loads once and shares the promise', async () => {
  const load = vi.fn(async () => ({ id: 1 }))
  const get = loadOnce(load)
  expect(get.loaded()).toBeUndefined()
  const [a, b] = await Promise.all([get(), get()])
  expect(a).toBe(b)
  expect(await get()).toBe(a)
  expect(get.loaded()).toBe(a)
  expect(load).toHaveBeenCalledTimes(1)
})

test('behavior: a failed load is tried again on the next call', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValueOnce('module')
  const get = loadOnce(load)
  await expect(get()).rejects.toThrow('Failed to fetch')
  expect(get.loaded()).toBeUndefined()
  await expect(get()).resolves.toBe('module')
  expect(load).toHaveBeenCalledTimes(2)
})

test('behavior: calls made while a load fails share that failure', async () => {
  let reject: (error: Error) => void = () => {}
  const load = vi.fn(() => new Promise<string>((_, r) => (reject = r)))
  const get = loadOnce(load)
  const first = get()
  const second = get()
  reject(new Error('offline'))
  await expect(first).rejects.toThrow('offline')
  await expect(second).rejects.toThrow('offline')
  expect(load).toHaveBeenCalledTimes(1)
})
