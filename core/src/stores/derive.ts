import { atom, type ReadableAtom, readonlyType } from 'nanostores'

/**
 * A read-only store recomputed whenever one of `sources` changes. It listens from the start,
 * since a kit's stores live as long as the kit; core reads the sources themselves, never a
 * derived store, because a derived value lags inside `batch()`.
 */
export function derive<T>(
  sources: readonly ReadableAtom<unknown>[],
  compute: () => T,
): ReadableAtom<T> {
  const $derived = atom(compute())
  for (const $source of sources) $source.listen(() => $derived.set(compute()))
  return readonlyType($derived)
}
