import { useLayoutEffect, useRef } from 'react'
import { getReturnTarget } from './getReturnTarget.js'

type Opener = { element: HTMLElement; parent: HTMLElement | null }

/**
 * The element that had the focus when the modal opened (a button of ours, the app's own, or
 * whatever was focused when the app called `open`), given the focus back on close (WCAG 2.4.3),
 * or what took its place (getReturnTarget). Read in a layout effect: it runs before Radix
 * moves the focus into the dialog.
 */
export function useOpener(open: boolean): () => void {
  const opener = useRef<Opener | null>(null)
  useLayoutEffect(() => {
    if (!open) return
    const active = document.activeElement
    opener.current =
      active instanceof HTMLElement && active !== document.body
        ? { element: active, parent: active.parentElement }
        : null
  }, [open])
  return () => {
    const saved = opener.current
    opener.current = null
    if (saved) getReturnTarget(saved.element, saved.parent)?.focus()
  }
}
