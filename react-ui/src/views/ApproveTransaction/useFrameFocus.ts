import type { Kit } from '@walletport/core'
import { type FocusEvent, useCallback, useEffect } from 'react'
import { findEmbeddedFrame } from './findEmbeddedFrame.js'

/**
 * Lets the focus into the embedded wallet's frame while it shows an approval. The frame sits
 * outside the dialog (core owns it), so the dialog's focus trap would pull the focus back and
 * its outside-focus rule would close the modal: focus events that enter the frame are kept
 * from them. Returns the focus handler of the frame's area, which hands the focus on to the
 * frame, unless the focus is coming back out of it.
 */
export function useFrameFocus(kit: Kit): (event: FocusEvent<HTMLElement>) => void {
  useEffect(() => {
    const isFrame = (target: EventTarget | null) =>
      target instanceof HTMLIFrameElement && target === findEmbeddedFrame(kit)
    const keep = (event: Event) => {
      const related = (event as globalThis.FocusEvent).relatedTarget
      if (
        (event.type === 'focusin' && isFrame(event.target)) ||
        (event.type === 'focusout' && isFrame(related))
      )
        event.stopPropagation()
    }
    window.addEventListener('focusin', keep, true)
    window.addEventListener('focusout', keep, true)
    return () => {
      window.removeEventListener('focusin', keep, true)
      window.removeEventListener('focusout', keep, true)
    }
  }, [kit])

  return useCallback(
    (event: FocusEvent<HTMLElement>) => {
      const frame = findEmbeddedFrame(kit)
      if (frame && event.relatedTarget !== frame) frame.focus()
    },
    [kit],
  )
}
