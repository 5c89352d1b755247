import { SESSION_STORAGE_VERSION, STORAGE_PREFIX } from '../pageConstants.js'
import type { Logger } from '../types/logger.js'
import type { StorageDriver } from '../types/storage.js'
import { KIT_STORAGE_KEYS } from './keys.js'

/** which kit the plain `walletport:` keys belong to, so a second kit does not read them */
const OWNER_KEY = `${STORAGE_PREFIX}owner`
/** the storage layout version under a prefix (1) */
export const STORAGE_VERSION_KEY = 'storageVersion'

export type ResolveStoragePrefixParameters = {
  driver: StorageDriver
  log: Logger
  /** the kit's `storageKey` option; derived from `scope` when absent */
  storageKey?: string | undefined
  /** what tells one kit's storage from another's: project id, app, networks */
  scope: readonly (string | undefined)[]
}

/** FNV-1a, 32 bits, base 36: a short stable name, not a secret */
function hash(text: string): string {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193) >>> 0
  }
  return h.toString(36)
}

function read(driver: StorageDriver, key: string): string | null {
  try {
    return driver.getItem(key)
  } catch {
    return null
  }
}

function write(driver: StorageDriver, key: string, value: string, log: Logger) {
  try {
    driver.setItem(key, value)
  } catch (error) {
    log.warn(`storage: cannot write ${key}`, error)
  }
}

/**
 * Docs: /core/storage#storageKey. The key prefix of one kit. With `storageKey` it is
 * `walletport:<storageKey>:`. Otherwise a scope is derived from the kit's options: the first
 * scope seen keeps the plain `walletport:` keys (so visitors of a page with one kit stay
 * connected across this change), any other scope gets `walletport:<hash>:`, so two kits on a
 * page no longer read each other's connection, network and recent wallets. The layout version
 * is stored under the prefix; a version this code does not know is not misread: every key
 * under the prefix is then read as empty and the marker rewritten.
 */
export function resolveStoragePrefix({
  driver,
  log,
  storageKey,
  scope,
}: ResolveStoragePrefixParameters): string {
  let prefix: string
  if (storageKey !== undefined) prefix = `${STORAGE_PREFIX}${storageKey}:`
  else {
    const id = hash(JSON.stringify(scope))
    const owner = read(driver, OWNER_KEY)
    if (owner === null) write(driver, OWNER_KEY, id, log)
    prefix = owner === null || owner === id ? STORAGE_PREFIX : `${STORAGE_PREFIX}${id}:`
  }
  const stored = read(driver, prefix + STORAGE_VERSION_KEY)
  const current = String(SESSION_STORAGE_VERSION)
  // absent: a fresh origin, or keys written before the marker existed, which are version 1
  const versionMismatch = stored !== null && stored !== current
  if (versionMismatch) {
    log.warn(`storage: version ${stored.slice(0, 20)} under ${prefix} is not ${current}; dropped`)
    for (const key of KIT_STORAGE_KEYS)
      try {
        driver.removeItem(prefix + key)
      } catch {
        // a storage that cannot remove is read through schemas still
      }
  }
  if (stored !== current) write(driver, prefix + STORAGE_VERSION_KEY, current, log)
  return prefix
}
