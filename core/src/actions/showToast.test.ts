import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { hideToast } from './hideToast.js'
import { showToast } from './showToast.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  const { kit } = createTestKit()
  showToast(kit, { variant: 'error', message: 'Signature declined' })
  expect(kit.$toast.get()).toEqual({ open: true, variant: 'error', message: 'Signature declined' })
  hideToast(kit)
  expect(kit.$toast.get().open).toBe(false)
})

test('behavior: a second toast swaps in after 150 ms', () => {
  const { kit } = createTestKit()
  showToast(kit, { variant: 'loading', message: 'Authenticating...' })
  showToast(kit, { variant: 'success', message: 'Transaction started' })
  expect(kit.$toast.get().open).toBe(false)
  vi.advanceTimersByTime(150)
  expect(kit.$toast.get()).toEqual({
    open: true,
    variant: 'success',
    message: 'Transaction started',
  })
})
