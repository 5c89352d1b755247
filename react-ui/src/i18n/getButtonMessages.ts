import { arButtons } from './ar/buttons.js'
import { deButtons } from './de/buttons.js'
import { enButtons } from './en/buttons.js'
import { esButtons } from './es/buttons.js'
import { frButtons } from './fr/buttons.js'
import { jaButtons } from './ja/buttons.js'
import type { Locale } from './locales.js'
import { ptBRButtons } from './pt-BR/buttons.js'
import type { ButtonMessages } from './types.js'
import { zhCNButtons } from './zh-CN/buttons.js'

// the buttons render before the modal loads (and on the server), so every locale is here:
// five short strings each
const BUTTON_MESSAGES: Readonly<Record<Locale, ButtonMessages>> = {
  en: enButtons,
  de: deButtons,
  fr: frButtons,
  es: esButtons,
  'pt-BR': ptBRButtons,
  ja: jaButtons,
  'zh-CN': zhCNButtons,
  ar: arButtons,
}

/** The buttons' strings in a locale. */
export function getButtonMessages(locale: Locale): ButtonMessages {
  return BUTTON_MESSAGES[locale]
}
