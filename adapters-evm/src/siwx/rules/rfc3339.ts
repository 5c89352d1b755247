// RFC 3339 section 5.6 date-time, with the calendar checks of section 5.7 (a day that exists
// in its month, leap years included) that JavaScript's Date skips by rolling over.
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d+)?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28
  return [4, 6, 9, 11].includes(month) ? 30 : 31
}

/**
 * The instant an RFC 3339 `date-time` names, in ms since the epoch; undefined when the text is
 * not one or names a day or time that does not exist (`2100-02-31`, `24:00:00`, `+25:00`).
 * A leap second (`:60`) is accepted only at 23:59 UTC, as section 5.7 allows, and read as
 * the following second.
 */
export function parseRfc3339(value: string): number | undefined {
  const match = DATE_TIME.exec(value)
  if (!match) return undefined
  const [, y, mo, d, h, mi, s, fraction, zulu, sign, oh, om] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const offsetHours = Number(oh ?? 0)
  const offsetMinutes = Number(om ?? 0)
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined
  if (hour > 23 || minute > 59 || second > 60) return undefined
  if (offsetHours > 23 || offsetMinutes > 59) return undefined
  const offset = zulu ? 0 : (sign === '-' ? -1 : 1) * (offsetHours * 60 + offsetMinutes)
  if (second === 60) {
    const utcMinute = (((hour * 60 + minute - offset) % 1440) + 1440) % 1440
    if (utcMinute !== 1439) return undefined
  }
  const date = new Date(0)
  // setUTCFullYear keeps years 0-99 as they are (Date.UTC would add 1900)
  date.setUTCFullYear(year, month - 1, day)
  const ms = fraction ? Number(fraction.slice(1, 4).padEnd(3, '0')) : 0
  date.setUTCHours(hour, minute, second, ms)
  return date.getTime() - offset * 60_000
}

/** Whether a string is an RFC 3339 date-time that exists. */
export function isRfc3339(value: string): boolean {
  return parseRfc3339(value) !== undefined
}
