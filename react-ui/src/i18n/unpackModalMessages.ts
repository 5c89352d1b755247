import { MODAL_KEYS } from './modalKeys.js'
import type { ModalMessages } from './types.js'

/**
 * A locale's packed modal catalogue as the keyed one it was packed from: `values[i]` is the
 * message of `MODAL_KEYS[i]`, `0` where the locale has none (a plural form its language lacks).
 * Packed, the ~370 keys ship once for all locales instead of once in each (issue 13: about
 * 2 KB gzip less per locale emitted). Loaded with the first catalogue, not before the click;
 * packCatalogues.test.ts checks that every packed file unpacks to its source.
 */
export function unpackModalMessages(values: readonly (string | 0)[]): ModalMessages {
  const messages: Record<string, string> = {}
  MODAL_KEYS.forEach((key, index) => {
    const value = values[index]
    if (typeof value === 'string') messages[key] = value
  })
  return messages as ModalMessages
}
