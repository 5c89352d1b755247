import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createTestKit } from '../test/createTestKit.js'
import { destroyKit } from './destroyKit.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  const { kit, adapter } = createTestKit()
  const teardown = vi.fn()
  kit._internal.teardowns.push(teardown)
  kit._internal.modal.shake()
  kit._internal.toast.show({ variant: 'success', message: 'one' })
  kit._internal.toast.show({ variant: 'success', message: 'two' })
  destroyKit(kit)
  destroyKit(kit)
  vi.advanceTimersByTime(1000)
  expect(teardown).toHaveBeenCalledOnce()
  expect(kit.$shake.get()).toBe(true)
  expect(kit.$toast.get().message).toBe('one')
  // the mock forgot its context: what it reports no longer reaches the kit
  adapter.changeNetwork('eip155:42161')
  expect(kit.$activeNetwork.get().id).toBe(1)
})

test('behavior: a throwing teardown does not stop the others', () => {
  const { kit } = createTestKit()
  const after = vi.fn()
  kit._internal.teardowns.push(() => {
    throw new Error('boom')
  }, after)
  destroyKit(kit)
  expect(after).toHaveBeenCalledOnce()
})
