/** What `loadOnce` returns: call it to load, or read what has already loaded. */
export type LoadOnce<T> = {
  (): Promise<T>
  /** the value once a load has settled with it; undefined before */
  loaded(): T | undefined
}

/**
 * Docs: /core/adapters#loadOnce. Runs `load` on the first call and shares its promise with
 * every call after. A load that fails (a chunk that did not arrive while offline) is
 * forgotten, so the next call tries again instead of failing for the life of the page.
 */
export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let pending: Promise<T> | undefined
  let value: { current: T } | undefined
  const run = (): Promise<T> => {
    if (pending) return pending
    const next = load().then((result) => {
      value = { current: result }
      return result
    })
    pending = next
    next.catch(() => {
      if (pending === next) pending = undefined
    })
    return next
  }
  return Object.assign(run, { loaded: () => value?.current })
}
