type IdleGlobals = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
  document?: unknown
}

// a busy page should not keep an adapter from loading for ever
const IDLE_TIMEOUT = 2_000

/**
 * Runs `callback` when the browser is idle (soon, where it cannot tell); returns the cancel.
 * On the server (no document) it never runs: there is no page to get ready.
 */
export function whenIdle(callback: () => void): () => void {
  const idle = globalThis as IdleGlobals
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT })
    return () => idle.cancelIdleCallback?.(handle)
  }
  if (idle.document === undefined) return () => {}
  const timer = setTimeout(callback, 1)
  return () => clearTimeout(timer)
}
