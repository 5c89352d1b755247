import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { withTimeout } from './withTimeout.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', async () => {
  await expect(withTimeout(Promise.resolve(1), 100)).resolves.toBe(1)
  expect(vi.getTimerCount()).toBe(0)
})

test('parameters: no limit without ms', async () => {
  await expect(withTimeout(Promise.resolve(1), undefined)).resolves.toBe(1)
})

test('behavior: rejects with ConnectTimeoutError after ms', async () => {
  const result = expect(
    withTimeout(new Promise(() => {}), 1000),
  ).rejects.toThrowErrorMatchingInlineSnapshot(`
    [ConnectTimeoutError: Connection timed out

    Waited 1000 ms]
  `)
  await vi.advanceTimersByTimeAsync(1000)
  await result
})
