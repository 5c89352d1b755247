import { expect, test, vi } from 'vitest'
import { type ConnectionGuard, createConnectionSlot } from './createConnectionSlot.js'

test('default: holds one connection and removes its listeners on detach', () => {
  const slot = createConnectionSlot<{ id: string }>()
  const remove = vi.fn()
  const a = slot.attach({ id: 'a' }, () => remove)
  expect(slot.current()).toBe(a)
  slot.detach()
  expect(slot.current()).toBeUndefined()
  expect(remove).toHaveBeenCalledTimes(1)
  slot.detach()
  expect(remove).toHaveBeenCalledTimes(1)
})

test('behavior: attaching a second connection ends the first, whose guard turns stale', () => {
  const slot = createConnectionSlot<string>()
  const removeFirst = vi.fn()
  let first: ConnectionGuard | undefined
  slot.attach('first', (guard) => {
    first = guard
    return removeFirst
  })
  expect(first?.isCurrent()).toBe(true)
  slot.attach('second')
  expect(removeFirst).toHaveBeenCalledTimes(1)
  expect(first?.isCurrent()).toBe(false)
  // a stale connection that ends itself (a late disconnect event) leaves the new one alone
  first?.end()
  expect(slot.current()).toBe('second')
  expect(removeFirst).toHaveBeenCalledTimes(1)
})

test('behavior: a connection that ends itself empties the slot once', () => {
  const slot = createConnectionSlot<string>()
  const remove = vi.fn()
  let guard: ConnectionGuard | undefined
  slot.attach('wallet', (g) => {
    guard = g
    return remove
  })
  guard?.end()
  expect(slot.current()).toBeUndefined()
  slot.detach()
  guard?.end()
  expect(remove).toHaveBeenCalledTimes(1)
})

test('behavior: a listener that ends the connection while being added is still removed', () => {
  const slot = createConnectionSlot<string>()
  const remove = vi.fn()
  slot.attach('wallet', (guard) => {
    guard.end()
    return remove
  })
  expect(slot.current()).toBeUndefined()
  expect(remove).toHaveBeenCalledTimes(1)
  slot.detach()
  expect(remove).toHaveBeenCalledTimes(1)
})
