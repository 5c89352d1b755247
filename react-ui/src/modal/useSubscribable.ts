import { useSyncExternalStore } from 'react'
import type { Subscribable } from '../flows/types.js'

const subscribeNowhere = () => () => {}

/** The live value of a flow's subscribable, or `fallback` when there is none. */
export function useSubscribable<TValue>(
  source: Subscribable<TValue> | undefined,
  fallback: TValue,
): TValue {
  return useSyncExternalStore(
    source ? source.subscribe : subscribeNowhere,
    () => (source ? source.get() : fallback),
    () => fallback,
  )
}
