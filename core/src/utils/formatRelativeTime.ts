import { getRelativeTime } from './getRelativeTime.js'

/**
 * Docs: /core/utils/formatRelativeTime. How long ago `date` was, in the short labels of the
 * activity list: `now` under a second (or in the future, as clocks differ), then `12s`,
 * `5m`, `3h`, `2d`, `4mo`, `1y` (see getRelativeTime for the parts, to word them in another
 * language). Throws InvalidDateError for anything that is not a valid time.
 */
export function formatRelativeTime(date: Date | number | string, now?: number): string {
  const relative = getRelativeTime(date, now)
  return relative.unit === 'now' ? 'now' : `${relative.count}${relative.unit}`
}
