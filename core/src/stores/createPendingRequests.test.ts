import { expect, test, vi } from 'vitest'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants.js'
import { ProviderRpcError } from '../errors/ProviderRpcError.js'
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

test('behavior: the 100th pending request is refused with code -32005, the first 99 kept', () => {
  const pending = createPendingRequests()
  const rejects = Array.from({ length: PENDING_TRANSACTIONS_LIMIT }, () => vi.fn())
  const removers = rejects.map((reject) => pending.add({ reject }))
  expect(pending.count()).toBe(99)
  const refused = vi.fn()
  let error: unknown
  try {
    pending.add({ reject: refused, transaction: true })
  } catch (e) {
    error = e
  }
  expect(error).toBeInstanceOf(ProviderRpcError)
  expect((error as ProviderRpcError).code).toBe(-32005)
  expect((error as ProviderRpcError).shortMessage).toMatchInlineSnapshot(
    `"Too many pending requests: at most 99 wait for approval at once"`,
  )
  // nothing of the refused request was kept
  expect(pending.count()).toBe(99)
  expect(pending.hasTransaction()).toBe(false)
  // one settles: there is room again
  removers[0]?.()
  pending.add({ reject: refused })
  expect(pending.count()).toBe(99)
  pending.rejectAll()
  expect(rejects[0]).not.toHaveBeenCalled()
  for (const reject of rejects.slice(1)) expect(reject).toHaveBeenCalledOnce()
  expect(refused).toHaveBeenCalledOnce()
  expect(pending.count()).toBe(0)
})
