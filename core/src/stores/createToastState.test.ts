import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createToastState } from './createToastState.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  expect(createToastState().$toast.get()).toEqual({ open: false, variant: 'success', message: '' })
})

test('behavior: shows at once when none is open', () => {
  const toast = createToastState()
  toast.show({ variant: 'loading', message: 'Authenticating...' })
  expect(toast.$toast.get()).toEqual({
    open: true,
    variant: 'loading',
    message: 'Authenticating...',
  })
})

test('behavior: an open toast is hidden and the new one appears after 150 ms', () => {
  const toast = createToastState()
  toast.show({ variant: 'loading', message: 'Authenticating...' })
  toast.show({ variant: 'success', message: 'Transaction started' })
  expect(toast.$toast.get()).toEqual({
    open: false,
    variant: 'loading',
    message: 'Authenticating...',
  })
  vi.advanceTimersByTime(149)
  expect(toast.$toast.get().open).toBe(false)
  vi.advanceTimersByTime(1)
  expect(toast.$toast.get()).toEqual({
    open: true,
    variant: 'success',
    message: 'Transaction started',
  })
})

test('behavior: during a swap the newest toast takes the place of the waiting one', () => {
  const toast = createToastState()
  toast.show({ variant: 'loading', message: 'one' })
  toast.show({ variant: 'success', message: 'two' })
  vi.advanceTimersByTime(100)
  toast.show({ variant: 'error', message: 'three' })
  vi.advanceTimersByTime(149)
  expect(toast.$toast.get().open).toBe(false)
  vi.advanceTimersByTime(1)
  expect(toast.$toast.get()).toEqual({ open: true, variant: 'error', message: 'three' })
})

test('behavior: hide closes and cancels a waiting toast', () => {
  const toast = createToastState()
  toast.show({ variant: 'loading', message: 'one' })
  toast.show({ variant: 'success', message: 'two' })
  toast.hide()
  vi.advanceTimersByTime(500)
  expect(toast.$toast.get()).toEqual({ open: false, variant: 'loading', message: 'one' })
})
