import type { ReadableAtom } from 'nanostores'
import type { Kit } from '../kit/types.js'

/** What every `watchX(kit, { onChange })` takes: called with the new value and the one before. */
export type WatchParameters<T> = {
  onChange(value: T, previous: T | undefined): void
}

/** `getX(kit)` of a store `$x(kit)`: its value now. */
export const readerOf =
  <T>($store: (kit: Kit) => ReadableAtom<T>) =>
  (kit: Kit): T =>
    $store(kit).get()

/** `watchX(kit, { onChange })` of a store `$x(kit)`: follows it; returns the unsubscribe. */
export const watcherOf =
  <T>($store: (kit: Kit) => ReadableAtom<T>) =>
  (kit: Kit, { onChange }: WatchParameters<T>): (() => void) =>
    $store(kit).listen(onChange)
