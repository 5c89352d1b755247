import { startTransition, useEffect, useState } from 'react'

/**
 * False on the first render, then true in a background render (a transition), which React
 * yields to the browser's frames: what waits on it never holds back the frame that shows the
 * rest. Once per mount.
 */
export function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  return shown
}
