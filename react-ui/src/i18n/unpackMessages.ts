import type { ModalMessages } from './types.js'

/**
 * A locale's packed modal catalogue as the keyed one it was packed from: `values[i]` is the
 * message of `keys[i]`, `0` where the locale has none (a plural form its language lacks).
 * Packed, a catalogue ships its ~370 keys once for all locales instead of once in each
 * (issue 13: about 2 KB gzip less per locale emitted). packCatalogues.test.ts checks that every
 * packed file unpacks to its source.
 */
export function unpackMessages(
  keys: readonly string[],
  values: readonly (string | 0)[],
): ModalMessages {
  const messages: Record<string, string> = {}
  keys.forEach((key, index) => {
    const value = values[index]
    if (typeof value === 'string') messages[key] = value
  })
  return messages as ModalMessages
}
