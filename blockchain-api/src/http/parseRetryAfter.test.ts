import { expect, test } from 'vitest'
import { parseRetryAfter } from './parseRetryAfter.js'

const now = Date.parse('2025-01-01T00:00:00Z')

test('default', () => {
  expect(parseRetryAfter('3', now)).toBe(3000)
})

test('parameters: fractional seconds and spaces', () => {
  expect(parseRetryAfter(' 1.5 ', now)).toBe(1500)
})

test('behavior: an HTTP date is the time left, never negative', () => {
  expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:05 GMT', now)).toBe(5000)
  expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0)
})

test('behavior: absent or unreadable is undefined', () => {
  expect(parseRetryAfter(null, now)).toBeUndefined()
  expect(parseRetryAfter('soon', now)).toBeUndefined()
  expect(parseRetryAfter('-1', now)).toBeUndefined()
  expect(parseRetryAfter('', now)).toBeUndefined()
})
