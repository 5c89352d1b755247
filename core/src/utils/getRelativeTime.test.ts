import { expect, test } from 'vitest'
import { getRelativeTime } from './getRelativeTime.js'

const now = Date.parse('2025-06-01T12:00:00Z')

test('default: the count of the largest unit that fits', () => {
  expect(getRelativeTime('2025-06-01T11:55:00Z', now)).toEqual({ unit: 'm', count: 5 })
  expect(getRelativeTime(now - 400 * 86_400_000, now)).toEqual({ unit: 'y', count: 1 })
  expect(getRelativeTime(now + 5_000, now)).toEqual({ unit: 'now' })
})

test('behavior: anything but a time is a typed error', () => {
  expect(() => getRelativeTime('soon', now)).toThrowError('Invalid date')
})
