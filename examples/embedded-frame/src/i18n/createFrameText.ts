import { type Locale, resolveLocale } from '@walletport/react-ui'
import { CATALOGUES } from './catalogues.js'
import type { MessageKey } from './en.js'
import { directionOf } from './frameLocales.js'
import type { Message } from './types.js'

/** the values a message's placeholders take; `count` also picks the plural form */
export type MessageValues = Readonly<Record<string, string | number>>

/** The frame's words and numbers in one locale. */
export type FrameText = {
  readonly locale: Locale
  readonly dir: 'ltr' | 'rtl'
  /** the message in this locale (English where it has none), placeholders filled */
  t(key: MessageKey, values?: MessageValues): string
  /** an exact decimal (formatUnits's string) with the locale's digits and separators */
  decimal(value: string): string
  /** a count or a quantity (gas), grouped as the locale groups it */
  integer(value: bigint | number): string
  /** an amount of a fiat currency (ISO 4217 code) */
  fiat(value: number, currency: string): string
  /** a date and time, in UTC so every visitor reads the same moment */
  date(value: Date): string
}

// Intl formats a decimal string exactly (no float rounding) up to this many fraction digits
const MAX_FRACTION_DIGITS = 20
const DECIMAL = /^-?\d+(?:\.(\d+))?$/

// Intl puts bidi marks in some locales' output (Arabic currencies and dates): the screen isolates
// every value already (bdi), and the approval screen flags such marks as hidden characters
// (flagApproval), so the frame's own text carries none
const stripMarks = (text: string) => text.replace(/[\u061c\u200e\u200f]/g, '')

function pick(message: Message, count: number | undefined, plural: Intl.PluralRules): string {
  if (typeof message === 'string') return message
  return (count === undefined ? undefined : message[plural.select(count)]) ?? message.other
}

/**
 * The frame's text for a locale tag from the host: its catalogue (English for a tag without
 * one) and Intl formatters in the same locale. Placeholders are filled in one pass, so a
 * value that contains `{…}` (a site's name) stays as it is.
 */
export function createFrameText(tag?: string): FrameText {
  const locale = resolveLocale(tag)
  const catalogue = CATALOGUES[locale]
  const plural = new Intl.PluralRules(locale)
  const plain = new Intl.NumberFormat(locale, { useGrouping: false })
  const grouped = new Intl.NumberFormat(locale)
  const dates = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    // the long time style names the zone: the reader knows it is UTC
    timeStyle: 'long',
    timeZone: 'UTC',
  })
  const show = (value: string | number) =>
    typeof value === 'number' ? stripMarks(plain.format(value)) : value
  return {
    locale,
    dir: directionOf(locale),
    t(key, values = {}) {
      const count = typeof values.count === 'number' ? values.count : undefined
      const message = pick(catalogue[key] ?? CATALOGUES.en[key], count, plural)
      return message.replace(/\{(\w+)\}/g, (whole, name: string) => {
        const value = values[name]
        return value === undefined ? whole : show(value)
      })
    },
    decimal(value) {
      const digits = DECIMAL.exec(value)
      if (!digits || (digits[1]?.length ?? 0) > MAX_FRACTION_DIGITS) return value
      const format = new Intl.NumberFormat(locale, { maximumFractionDigits: MAX_FRACTION_DIGITS })
      return stripMarks(format.format(value as `${number}`))
    },
    integer: (value) => stripMarks(grouped.format(value)),
    fiat: (value, currency) =>
      stripMarks(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value)),
    date: (value) => stripMarks(dates.format(value)),
  }
}
