import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import { derive } from '../stores/derive.js'
import type { RouterEntry, View } from './types.js'

export type Router = {
  /** the history stack, oldest first */
  $history: ReadableAtom<readonly RouterEntry[]>
  /** the view on top of the stack */
  $view: ReadableAtom<View>
  /** the view on top, read from the stack itself (current inside `batch()` too) */
  readonly view: View
  /** adds an entry unless its view is already on top; returns whether it did */
  push(entry: RouterEntry): boolean
  /** swaps the top entry */
  replace(entry: RouterEntry): void
  /** starts a new history with one entry */
  reset(entry: RouterEntry): void
  /** drops the top entry when there is one below it; returns whether it did */
  pop(): boolean
}

/** The navigation stack of one kit. */
export function createRouter(initial: View = 'Connect'): Router {
  const $history = atom<readonly RouterEntry[]>([{ view: initial }])
  const $view = derive([$history], () => $history.get().at(-1)?.view ?? initial)
  return {
    $history: readonlyType($history),
    $view,
    get view() {
      return $history.get().at(-1)?.view ?? initial
    },
    push(entry) {
      const history = $history.get()
      if (history.at(-1)?.view === entry.view) return false
      $history.set([...history, entry])
      return true
    },
    replace(entry) {
      $history.set([...$history.get().slice(0, -1), entry])
    },
    reset(entry) {
      $history.set([entry])
    },
    pop() {
      const history = $history.get()
      if (history.length < 2) return false
      $history.set(history.slice(0, -1))
      return true
    },
  }
}
