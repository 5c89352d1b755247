import type { Locale } from './locales.js'
import type { ModalMessages } from './types.js'

type Packed = { readonly MODAL_VALUES: readonly (string | 0)[] }

// one chunk per locale, so a page carries only the language it shows, and none before the
// click. Each holds its messages packed: unpackModalMessages, loaded with the first catalogue,
// holds their keys. Imported here, not by each locale: webpack copies a small module that
// several chunks import into each of them, and the keys would ship eight times.
// The keyed sources (./<locale>/modal.ts) are what translators edit.
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
  const [{ unpackModalMessages }, { MODAL_VALUES }] = await Promise.all([
    import('./unpackModalMessages.js'),
    LOADERS[locale](),
  ])
  return unpackModalMessages(MODAL_VALUES)
}
