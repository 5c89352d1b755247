import { afterEach, expect, test, vi } from 'vitest'
import { whenIdle } from './whenIdle.js'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('default: requestIdleCallback, with a timeout, and its cancel', () => {
  const request = vi.fn((_callback: () => void, _options?: { timeout: number }) => 7)
  const cancelIdle = vi.fn()
  vi.stubGlobal('requestIdleCallback', request)
  vi.stubGlobal('cancelIdleCallback', cancelIdle)
  const callback = vi.fn()
  const cancel = whenIdle(callback)
  expect(request).toHaveBeenCalledWith(callback, { timeout: 2_000 })
  cancel()
  expect(cancelIdle).toHaveBeenCalledWith(7)
})

test('behavior: a page without requestIdleCallback runs it on a timer', () => {
  vi.useFakeTimers()
  vi.stubGlobal('document', {})
  const callback = vi.fn()
  whenIdle(callback)
  expect(callback).not.toHaveBeenCalled()
  vi.advanceTimersByTime(1)
  expect(callback).toHaveBeenCalledTimes(1)

  const cancelled = vi.fn()
  whenIdle(cancelled)()
  vi.advanceTimersByTime(10)
  expect(cancelled).not.toHaveBeenCalled()
})

test('behavior: never on the server', () => {
  vi.useFakeTimers()
  const callback = vi.fn()
  whenIdle(callback)
  vi.advanceTimersByTime(60_000)
  expect(callback).not.toHaveBeenCalled()
})
