import { STORAGE_PREFIX } from '../pageConstants.js'
import type { Logger } from '../types/logger.js'
import type { KitStorage, StorageDriver } from '../types/storage.js'

export type CreateKitStorageParameters = {
  driver: StorageDriver
  log: Logger
  prefix?: string
}

/**
 * Values are stored as JSON under `prefix + key`. A read that fails to parse or to match
 * its schema is logged, answered with undefined and the entry dropped, so the feature works
 * again on the next write: storage is outside input. A schema is any Standard Schema (a
 * valibot one, or a hand-written check where the read runs before the first click), so this
 * module imports no schema library.
 */
export function createKitStorage({
  driver,
  log,
  prefix = STORAGE_PREFIX,
}: CreateKitStorageParameters): KitStorage {
  function remove(key: string) {
    try {
      driver.removeItem(prefix + key)
    } catch (error) {
      log.warn(`storage: cannot remove ${key}`, error)
    }
  }
  return {
    get(key, schema) {
      let raw: string | null
      try {
        raw = driver.getItem(prefix + key)
      } catch (error) {
        log.warn(`storage: cannot read ${key}`, error)
        return undefined
      }
      if (raw === null) return undefined
      let json: unknown
      try {
        json = JSON.parse(raw)
      } catch {
        log.warn(`storage: dropped a value of ${key} that is not JSON`)
        remove(key)
        return undefined
      }
      const result = schema['~standard'].validate(json)
      if (result instanceof Promise) {
        // storage reads are synchronous: the value may be fine, so it is kept
        log.warn(`storage: ${key} needs a synchronous schema`)
        return undefined
      }
      if (!result.issues) return result.value
      log.warn(
        `storage: dropped a value of ${key} that does not match its schema`,
        result.issues[0]?.message,
      )
      remove(key)
      return undefined
    },
    set(key, value) {
      try {
        driver.setItem(prefix + key, JSON.stringify(value))
      } catch (error) {
        // a full or disabled storage must not break the kit; the value lives for this page only
        log.warn(`storage: cannot write ${key}`, error)
      }
    },
    remove,
  }
}
