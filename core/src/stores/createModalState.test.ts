import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createModalState } from './createModalState.js'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

test('default', () => {
  const modal = createModalState()
  expect([modal.$open.get(), modal.$loading.get(), modal.$shake.get()]).toEqual([
    false,
    false,
    false,
  ])
})

test('behavior: closing clears loading', () => {
  const modal = createModalState()
  modal.setOpen(true)
  modal.setLoading(true)
  modal.setOpen(false)
  expect(modal.$loading.get()).toBe(false)
})

test('behavior: opening keeps loading', () => {
  const modal = createModalState()
  modal.setLoading(true)
  modal.setOpen(true)
  expect(modal.$loading.get()).toBe(true)
})

test('behavior: shake lasts 500 ms', () => {
  const modal = createModalState()
  modal.shake()
  expect(modal.$shake.get()).toBe(true)
  vi.advanceTimersByTime(499)
  expect(modal.$shake.get()).toBe(true)
  vi.advanceTimersByTime(1)
  expect(modal.$shake.get()).toBe(false)
})

test('behavior: a second shake restarts the 500 ms', () => {
  const modal = createModalState()
  modal.shake()
  vi.advanceTimersByTime(400)
  modal.shake()
  vi.advanceTimersByTime(400)
  expect(modal.$shake.get()).toBe(true)
  vi.advanceTimersByTime(100)
  expect(modal.$shake.get()).toBe(false)
})

test('behavior: dispose stops the shake timer', () => {
  const modal = createModalState()
  modal.shake()
  modal.dispose()
  vi.advanceTimersByTime(1000)
  expect(modal.$shake.get()).toBe(true)
})
