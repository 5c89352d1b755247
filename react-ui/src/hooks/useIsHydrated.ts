'use client'
import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False on the server and while hydrating, true after: parts whose live state may differ
 * from the server's (a stored connection starts as connecting) render the server's state
 * until hydration is done, so the page hydrates without a mismatch.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
