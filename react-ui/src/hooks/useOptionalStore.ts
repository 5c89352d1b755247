'use client'
import { useCallback, useSyncExternalStore } from 'react'

type Store<T> = { get(): T; listen(listener: () => void): () => void }

const noUnsubscribe = () => {}

/** A store's value as useStore gives it, or undefined while there is no store yet. */
export function useOptionalStore<T>(store: Store<T> | undefined): T | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => (store ? store.listen(onChange) : noUnsubscribe),
    [store],
  )
  const read = () => store?.get()
  return useSyncExternalStore(subscribe, read, read)
}
