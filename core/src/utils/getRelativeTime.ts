import { InvalidDateError } from '../errors/features.js'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// calendar lengths vary; the label only needs the order of magnitude
const MONTH = 30 * DAY
const YEAR = 365 * DAY

export type RelativeTimeUnit = 's' | 'm' | 'h' | 'd' | 'mo' | 'y'
/** `now`, or a whole count of the largest unit that fits */
export type RelativeTime = { unit: 'now' } | { unit: RelativeTimeUnit; count: number }

const STEPS: readonly [RelativeTimeUnit, number, number][] = [
  ['s', SECOND, MINUTE],
  ['m', MINUTE, HOUR],
  ['h', HOUR, DAY],
  ['d', DAY, MONTH],
  ['mo', MONTH, YEAR],
]

/**
 * Docs: /core/utils/getRelativeTime. How long ago `date` was, as a count of the largest unit
 * that fits: `now` under a second (or in the future, as clocks differ), then seconds, minutes,
 * hours, days, months, years. Takes a Date, ms since the epoch or an ISO 8601 string; throws
 * InvalidDateError for anything that is not a valid time. A UI words it in its own language.
 */
export function getRelativeTime(
  date: Date | number | string,
  now: number = Date.now(),
): RelativeTime {
  const time =
    date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date)
  if (typeof time !== 'number' || !Number.isFinite(time))
    throw new InvalidDateError({ value: date })
  const elapsed = now - time
  if (elapsed < SECOND) return { unit: 'now' }
  for (const [unit, size, limit] of STEPS)
    if (elapsed < limit) return { unit, count: Math.floor(elapsed / size) }
  return { unit: 'y', count: Math.floor(elapsed / YEAR) }
}
