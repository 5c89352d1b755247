import type { Locale } from './locales.js'

/** The writing direction of a locale, set as `dir` on the kit's own roots. */
export type LocaleDirection = 'ltr' | 'rtl'

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar'])

/** `rtl` for a locale written right to left (Arabic), else `ltr`. */
export function getLocaleDirection(locale: Locale): LocaleDirection {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr'
}
