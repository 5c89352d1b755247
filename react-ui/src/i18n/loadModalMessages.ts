import type { Locale } from './locales.js'
import type { ModalMessages } from './types.js'

// one chunk per locale, so a page carries only the language it shows
const LOADERS: Readonly<Record<Locale, () => Promise<ModalMessages>>> = {
  en: () => import('./en/modal.js').then((m) => m.enModal),
  de: () => import('./de/modal.js').then((m) => m.deModal),
}

/** The modal's strings in a locale, loaded on demand. */
export function loadModalMessages(locale: Locale): Promise<ModalMessages> {
  return LOADERS[locale]()
}
