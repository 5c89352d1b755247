import { expect, test } from 'vitest'
import { formatRelativeTime } from './formatRelativeTime.js'

const now = Date.parse('2025-06-01T12:00:00Z')
const ago = (ms: number) => formatRelativeTime(now - ms, now)

test('default', () => {
  expect(formatRelativeTime('2025-06-01T11:55:00Z', now)).toBe('5m')
  expect(formatRelativeTime(new Date('2025-05-30T12:00:00Z'), now)).toBe('2d')
})

test('behavior: short labels by magnitude', () => {
  expect([0, 999, 1_000, 59_999, 60_000, 3_600_000, 86_400_000].map(ago)).toEqual([
    'now',
    'now',
    '1s',
    '59s',
    '1m',
    '1h',
    '1d',
  ])
  expect(ago(29 * 86_400_000)).toBe('29d')
  expect(ago(30 * 86_400_000)).toBe('1mo')
  expect(ago(364 * 86_400_000)).toBe('12mo')
  expect(ago(2 * 365 * 86_400_000)).toBe('2y')
  // a clock ahead of ours
  expect(ago(-60_000)).toBe('now')
})

test('behavior: anything but a time is a typed error', () => {
  expect(() => formatRelativeTime('yesterday', now)).toThrowError('Invalid date')
  expect(() => formatRelativeTime(Number.NaN, now)).toThrowError('Invalid date')
  expect(() => formatRelativeTime(new Date('x'), now)).toThrowError('Invalid date')
})
