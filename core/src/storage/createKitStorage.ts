import * as v from 'valibot'
import { STORAGE_PREFIX } from '../constants.js'
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
 * again on the next write: storage is outside input.
 */
export function createKitStorage({
  driver,
  log,
  prefix = STORAGE_PREFIX,
}: CreateKitStorageParameters): KitStorage {
  function drop(key: string) {
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
        drop(key)
        return undefined
      }
      const result = v.safeParse(schema, json)
      if (result.success) return result.output
      log.warn(
        `storage: dropped a value of ${key} that does not match its schema`,
        result.issues[0]?.message,
      )
      drop(key)
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
    remove(key) {
      try {
        driver.removeItem(prefix + key)
      } catch (error) {
        log.warn(`storage: cannot remove ${key}`, error)
      }
    },
  }
}
