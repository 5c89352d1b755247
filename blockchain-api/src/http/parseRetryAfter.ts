/**
 * The wait a Retry-After header asks for, in ms: delay-seconds or an HTTP date.
 * Undefined when the header is absent or unreadable.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined
  const text = value.trim()
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000
  // an HTTP date always names its month; a bare '-1' would otherwise parse as a year
  const date = /[a-z]/i.test(text) ? Date.parse(text) : Number.NaN
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
