import type { StorageDriver } from '../types/storage.js'

/**
 * The page's localStorage when it exists and accepts writes; undefined on the server, in
 * private modes that throw on access, or where storage is disabled.
 */
export function getBrowserDriver(): StorageDriver | undefined {
  try {
    const storage = (globalThis as { localStorage?: StorageDriver }).localStorage
    if (!storage) return undefined
    const probe = 'walletport:probe'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return undefined
  }
}
