import { formatRelativeTime } from '@walletport/core'
import type { Translate } from '../../i18n/types.js'

const UNITS = {
  s: 'time.seconds',
  m: 'time.minutes',
  h: 'time.hours',
  d: 'time.days',
  mo: 'time.months',
  y: 'time.years',
} as const

/**
 * How long ago a transaction was mined, in core's short labels (`5m`, `2d`) as the
 * catalogue writes them; undefined for a time that is not one.
 */
export function formatShortTime(t: Translate, date: string, now?: number): string | undefined {
  let label: string
  try {
    label = formatRelativeTime(date, now)
  } catch {
    return undefined
  }
  if (label === 'now') return t('time.now')
  const [, count, unit] = /^(\d+)(mo|[smhdy])$/.exec(label) ?? []
  return count && unit && unit in UNITS ? t(UNITS[unit as keyof typeof UNITS], { count }) : label
}
