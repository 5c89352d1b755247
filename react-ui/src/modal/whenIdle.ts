type IdleGlobals = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

// prefetching should not wait for ever on a busy page
const IDLE_TIMEOUT = 2_000

/** Runs `callback` when the browser is idle (soon, where it cannot tell); returns the cancel. */
export function whenIdle(callback: () => void): () => void {
  const idle = globalThis as IdleGlobals
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT })
    return () => idle.cancelIdleCallback?.(handle)
  }
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}
