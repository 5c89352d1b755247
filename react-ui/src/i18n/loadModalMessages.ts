import type { Locale } from './locales.js'
import type { ModalMessages } from './types.js'

type Packed = { readonly MODAL_MESSAGES: ModalMessages }

// one chunk per locale, so a page carries only the language it shows, and none before the
// click. Each holds its messages packed and unpacks them with unpackModalMessages, which holds
// their keys and comes in a chunk the locales share. The keyed sources (./<locale>/modal.ts) are what translators edit.
const LOADERS: Readonly<Record<Locale, () => Promise<Packed>>> = {
  en: () => import('./en/packed.js'),
  de: () => import('./de/packed.js'),
  fr: () => import('./fr/packed.js'),
  es: () => import('./es/packed.js'),
  'pt-BR': () => import('./pt-BR/packed.js'),
  ja: () => import('./ja/packed.js'),
  'zh-CN': () => import('./zh-CN/packed.js'),
  ar: () => import('./ar/packed.js'),
}

/** The modal's strings in a locale, loaded on demand. */
export async function loadModalMessages(locale: Locale): Promise<ModalMessages> {
  return (await LOADERS[locale]()).MODAL_MESSAGES
}
