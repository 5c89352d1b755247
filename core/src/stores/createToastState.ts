import { atom, type ReadableAtom, readonlyType } from 'nanostores'
import { TOAST_SWAP_DELAY } from '../pageConstants.js'

export type ToastVariant = 'loading' | 'success' | 'error'

export type ToastState = Readonly<{ open: boolean; variant: ToastVariant; message: string }>

export type ToastStore = {
  $toast: ReadableAtom<ToastState>
  /** an open toast is hidden first and the new one appears after TOAST_SWAP_DELAY */
  show(p: { variant: ToastVariant; message: string }): void
  hide(): void
  dispose(): void
}

/** The modal's single toast. */
export function createToastState(): ToastStore {
  const $toast = atom<ToastState>({ open: false, variant: 'success', message: '' })
  let swapTimer: ReturnType<typeof setTimeout> | undefined
  function cancelSwap() {
    clearTimeout(swapTimer)
    swapTimer = undefined
  }
  return {
    $toast: readonlyType($toast),
    show({ variant, message }) {
      const next = { open: true, variant, message }
      const current = $toast.get()
      // a swap already under way keeps its delay: the newest toast simply takes its place
      if (current.open || swapTimer) {
        cancelSwap()
        if (current.open) $toast.set({ ...current, open: false })
        swapTimer = setTimeout(() => {
          swapTimer = undefined
          $toast.set(next)
        }, TOAST_SWAP_DELAY)
      } else $toast.set(next)
    },
    hide() {
      cancelSwap()
      const current = $toast.get()
      if (current.open) $toast.set({ ...current, open: false })
    },
    dispose: cancelSwap,
  }
}
