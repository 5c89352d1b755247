import { type ComponentType, createElement, type ReactNode } from 'react'

export type LazyComponent<P> = {
  /** suspends (a Suspense fallback shows) until the code is there, then renders it */
  Component: (props: P) => ReactNode
  /** loads the code ahead of time; a failed load may be tried again */
  preload: () => Promise<ComponentType<P>>
}

/**
 * A component whose code loads on demand. Unlike React.lazy, once the code is there (say,
 * prefetched while the page was idle) it renders at once in any render: React.lazy suspends
 * on its first render even then, and in a background render its fallback then stays up for
 * React's reveal throttle. The cache is the code's, as React.lazy's is, not a kit's state.
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyComponent<P> {
  let loaded: ComponentType<P> | undefined
  let pending: Promise<ComponentType<P>> | undefined
  // the failure of the load a render started: thrown to the error boundary, as React.lazy
  // does, rather than starting a new load each time the boundary renders again
  let failed: { error: unknown } | undefined
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component
        return component
      },
      (error: unknown) => {
        pending = undefined
        throw error
      },
    )
    return pending
  }
  // biome-ignore lint/correctness/noComponentHookFactories: made once per lazy part at module level, as React.lazy is
  function Component(props: P): ReactNode {
    if (loaded) return createElement(loaded, props)
    if (failed) throw failed.error
    throw preload().catch((error: unknown) => {
      failed = { error }
    })
  }
  return { Component, preload }
}
