export type Cache<T> = ReturnType<typeof createCache<T>>

/**
 * A time-to-live cache. Only values a loader resolved are stored, so a failed call leaves
 * nothing behind.
 */
export function createCache<T>({ ttl, now }: { ttl: number; now: () => number }) {
  const entries = new Map<string, { value: T; at: number }>()

  function fresh(key: string) {
    const entry = entries.get(key)
    if (entry && now() - entry.at < ttl) return entry
    entries.delete(key)
    return undefined
  }

  return {
    /** The cached value, else the loader's (stored); `force` skips the cached value. */
    async load(key: string, loader: () => Promise<T>, force = false): Promise<T> {
      const hit = force ? undefined : fresh(key)
      if (hit) return hit.value
      const value = await loader()
      for (const stale of entries.keys()) fresh(stale)
      entries.set(key, { value, at: now() })
      return value
    },
    delete(key: string) {
      entries.delete(key)
    },
  }
}
