import type { Locale } from './locales.js'
import type { ModalMessages } from './types.js'

// one chunk per locale, so a page carries only the language it shows, and none before the click
const LOADERS: Readonly<Record<Locale, () => Promise<ModalMessages>>> = {
  en: () => import('./en/modal.js').then((m) => m.enModal),
  de: () => import('./de/modal.js').then((m) => m.deModal),
  fr: () => import('./fr/modal.js').then((m) => m.frModal),
  es: () => import('./es/modal.js').then((m) => m.esModal),
  'pt-BR': () => import('./pt-BR/modal.js').then((m) => m.ptBRModal),
  ja: () => import('./ja/modal.js').then((m) => m.jaModal),
  'zh-CN': () => import('./zh-CN/modal.js').then((m) => m.zhCNModal),
  ar: () => import('./ar/modal.js').then((m) => m.arModal),
}

/** The modal's strings in a locale, loaded on demand. */
export function loadModalMessages(locale: Locale): Promise<ModalMessages> {
  return LOADERS[locale]()
}
