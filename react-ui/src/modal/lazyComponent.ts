import { type ComponentType, createElement, type ReactNode } from 'react'

/** Code loaded on demand, once; what has loaded can be read at once. */
export type LazyModule<M> = {
  /** loads the code (once); a failed load may be tried again */
  load: () => Promise<M>
  /** the code, once it has loaded */
  loaded: () => M | undefined
}

export type LazyComponent<P> = {
  /** suspends (a Suspense fallback shows) until the code is there, then renders it */
  Component: (props: P) => ReactNode
  /** loads the code ahead of time */
  preload: () => Promise<unknown>
}

/** A module behind `import()`, loaded once; the cache is the code's, not a kit's state. */
export function lazyModule<M>(load: () => Promise<M>): LazyModule<M> {
  let module: M | undefined
  let pending: Promise<M> | undefined
  return {
    load() {
      pending ??= load().then(
        (loaded) => {
          module = loaded
          return loaded
        },
        (error: unknown) => {
          pending = undefined
          throw error
        },
      )
      return pending
    },
    loaded: () => module,
  }
}

/**
 * A component whose code is in a lazy module. Unlike React.lazy, once the module is there
 * (prefetched while the page was idle, or loaded for another of its components) it renders
 * at once in any render: React.lazy suspends on its first render even then, and in a
 * background render its fallback then stays up for React's reveal throttle.
 */
export function lazyComponent<M, P extends object>(
  module: LazyModule<M>,
  pick: (loaded: M) => ComponentType<P>,
): LazyComponent<P> {
  // the failure of the load a render started: thrown to the error boundary, as React.lazy
  // does, rather than starting a new load each time the boundary renders again
  let failed: { error: unknown } | undefined
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy part at module level, as React.lazy is
  function Component(props: P): ReactNode {
    const loaded = module.loaded()
    if (loaded) return createElement(pick(loaded), props)
    if (failed) throw failed.error
    throw module.load().then(
      () => {
        failed = undefined
      },
      (error: unknown) => {
        failed = { error }
      },
    )
  }
  return { Component, preload: module.load }
}
