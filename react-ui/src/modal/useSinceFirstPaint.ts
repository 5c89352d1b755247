import { startTransition, useLayoutEffect, useState } from 'react'
import { afterNextPaint } from './afterNextPaint.js'

/**
 * While `open`: undefined until the browser has painted a frame of it, then (in a background
 * render) the milliseconds from its opening to that moment. Undefined while closed.
 */
export function useSinceFirstPaint(open: boolean): number | undefined {
  const [since, setSince] = useState<number>()
  // measured from the commit that opened it, before its first paint; cleared on close, so the
  // next opening starts from its shell again
  useLayoutEffect(() => {
    if (!open) return
    const openedAt = performance.now()
    const cancel = afterNextPaint(() =>
      startTransition(() => setSince(performance.now() - openedAt)),
    )
    return () => {
      cancel()
      setSince(undefined)
    }
  }, [open])
  return open ? since : undefined
}
