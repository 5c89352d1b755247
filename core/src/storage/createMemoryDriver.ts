import type { StorageDriver } from '../types/storage.js'

/** In-memory storage, for servers and tests. Each call gets its own map. */
export function createMemoryDriver(initial: Record<string, string> = {}): StorageDriver {
  const items = new Map(Object.entries(initial))
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  }
}
