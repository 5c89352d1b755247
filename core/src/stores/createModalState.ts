import { atom, batch, type ReadableAtom, readonlyType } from 'nanostores'
import { MODAL_SHAKE_TIME } from '../pageConstants.js'

export type ModalState = {
  $open: ReadableAtom<boolean>
  $loading: ReadableAtom<boolean>
  /** true for MODAL_SHAKE_TIME after a shake */
  $shake: ReadableAtom<boolean>
  /** closing also clears loading */
  setOpen(open: boolean): void
  setLoading(loading: boolean): void
  shake(): void
  dispose(): void
}

/** The modal's open, loading and shake flags. */
export function createModalState(): ModalState {
  const $open = atom(false)
  const $loading = atom(false)
  const $shake = atom(false)
  let shakeTimer: ReturnType<typeof setTimeout> | undefined
  return {
    $open: readonlyType($open),
    $loading: readonlyType($loading),
    $shake: readonlyType($shake),
    setOpen(open) {
      batch(() => {
        $open.set(open)
        if (!open) $loading.set(false)
      })
    },
    setLoading(loading) {
      $loading.set(loading)
    },
    shake() {
      clearTimeout(shakeTimer)
      $shake.set(true)
      shakeTimer = setTimeout(() => $shake.set(false), MODAL_SHAKE_TIME)
    },
    dispose() {
      clearTimeout(shakeTimer)
    },
  }
}
