import { useLayoutEffect, useRef } from 'react'
import { getReturnTarget } from './getReturnTarget.js'

type SavedOpener = { element: HTMLElement; parent: HTMLElement | null }

export type Opener = {
  /** gives the focus back to the opener, or to what took its place */
  returnFocus(): void
  /** whether the focus is still where it was when the modal opened */
  hasFocus(): boolean
}

/**
 * The element that had the focus when the modal opened (a button of ours, the app's own, or
 * whatever was focused when the app called `open`), given the focus back on close (WCAG 2.4.3),
 * or what took its place (getReturnTarget). Read in a layout effect: it runs before anything
 * moves the focus into the dialog.
 */
export function useOpener(open: boolean): Opener {
  const opener = useRef<SavedOpener | null>(null)
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    opener.current =
      active instanceof HTMLElement && active !== document.body
        ? { element: active, parent: active.parentElement }
        : null
  }, [open])
  return {
    returnFocus() {
      const saved = opener.current
      opener.current = null
      if (saved) getReturnTarget(saved.element, saved.parent)?.focus()
    },
    hasFocus() {
      const active = document.activeElement
      const saved = opener.current
      return saved ? active === saved.element : !active || active === document.body
    },
  }
}
