import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { shakeModal } from './shakeModal.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  const { kit } = createTestKit()
  shakeModal(kit)
  expect(kit.$shake.get()).toBe(true)
  vi.advanceTimersByTime(500)
  expect(kit.$shake.get()).toBe(false)
})
