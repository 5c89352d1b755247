import { deButtons } from './de/buttons.js'
import { enButtons } from './en/buttons.js'
import type { Locale } from './locales.js'
import type { ButtonMessages } from './types.js'

// the buttons render before the modal loads (and on the server), so every locale is here
const BUTTON_MESSAGES: Readonly<Record<Locale, ButtonMessages>> = { en: enButtons, de: deButtons }

/** The buttons' strings in a locale. */
export function getButtonMessages(locale: Locale): ButtonMessages {
  return BUTTON_MESSAGES[locale]
}
