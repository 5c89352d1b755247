import { getRelativeTime } from '@walletport/core'
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
 * How long ago a transaction was mined, in the short labels (`5m`, `2d`) as the catalogue
 * words them; undefined for a time that is not one.
 */
export function formatShortTime(t: Translate, date: string, now?: number): string | undefined {
  let relative: ReturnType<typeof getRelativeTime>
  try {
    relative = getRelativeTime(date, now)
  } catch {
    return undefined
  }
  return relative.unit === 'now'
    ? t('time.now')
    : t(UNITS[relative.unit], { count: relative.count })
}
