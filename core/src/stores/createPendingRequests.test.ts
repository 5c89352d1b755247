import { expect, test, vi } from 'vitest'
import { createPendingRequests } from './createPendingRequests.js'

test('default', () => {
  const pending = createPendingRequests()
  expect(pending.hasTransaction()).toBe(false)
  pending.rejectAll()
})

test('behavior: rejectAll rejects and forgets every entry', () => {
  const pending = createPendingRequests()
  const a = vi.fn()
  const b = vi.fn()
  pending.add({ reject: a })
  pending.add({ reject: b })
  pending.rejectAll()
  pending.rejectAll()
  expect(a).toHaveBeenCalledOnce()
  expect(b).toHaveBeenCalledOnce()
})

test('behavior: a removed entry is not rejected', () => {
  const pending = createPendingRequests()
  const reject = vi.fn()
  const remove = pending.add({ reject })
  remove()
  pending.rejectAll()
  expect(reject).not.toHaveBeenCalled()
})

test('behavior: hasTransaction', () => {
  const pending = createPendingRequests()
  pending.add({ reject: () => {} })
  expect(pending.hasTransaction()).toBe(false)
  const remove = pending.add({ reject: () => {}, transaction: true })
  expect(pending.hasTransaction()).toBe(true)
  remove()
  expect(pending.hasTransaction()).toBe(false)
})
