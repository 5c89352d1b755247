import { InvalidDateError } from '../errors/features.js'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
// calendar lengths vary; the label only needs the order of magnitude
const MONTH = 30 * DAY
const YEAR = 365 * DAY

/**
 * Docs: /core/utils/formatRelativeTime. How long ago `date` was, in the short labels of the
 * activity list: `now` under a second (or in the future, as clocks differ), then `12s`,
 * `5m`, `3h`, `2d`, `4mo`, `1y`. Takes a Date, ms since the epoch or an ISO 8601 string;
 * throws InvalidDateError for anything that is not a valid time.
 */
export function formatRelativeTime(date: Date | number | string, now: number = Date.now()): string {
  const time =
    date instanceof Date ? date.getTime() : typeof date === 'number' ? date : Date.parse(date)
  if (typeof time !== 'number' || !Number.isFinite(time))
    throw new InvalidDateError({ value: date })
  const elapsed = now - time
  if (elapsed < SECOND) return 'now'
  if (elapsed < MINUTE) return `${Math.floor(elapsed / SECOND)}s`
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`
  if (elapsed < MONTH) return `${Math.floor(elapsed / DAY)}d`
  if (elapsed < YEAR) return `${Math.floor(elapsed / MONTH)}mo`
  return `${Math.floor(elapsed / YEAR)}y`
}
