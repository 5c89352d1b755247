import { atom, type ReadableAtom, readonlyType } from 'nanostores'

export type RecordStore<TState extends object> = {
  $store: ReadableAtom<TState>
  update(patch: Partial<TState>): void
  reset(): void
}

/** A store of one object, written by merging patches; the base of the simple form stores. */
export function createRecordStore<TState extends object>(initial: TState): RecordStore<TState> {
  const $store = atom<TState>(initial)
  return {
    $store: readonlyType($store),
    update(patch) {
      $store.set({ ...$store.get(), ...patch })
    },
    reset() {
      $store.set(initial)
    },
  }
}
