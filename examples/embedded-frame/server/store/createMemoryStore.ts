import { createStoreTables, type FrameStore } from './FrameStore.js'
import type { StoreTableName } from './storeSchemas.js'

/**
 * A store in memory, for tests and the local demo: a restart forgets everything. Values are
 * kept as JSON text, as the SQLite store keeps them, so a change that is not written back
 * with `set` is lost here too (no test passes on shared objects that SQLite would not keep).
 */
export function createMemoryStore(): FrameStore {
  const tables = new Map<StoreTableName, Map<string, string>>()
  const rows = (table: StoreTableName) => {
    let map = tables.get(table)
    if (!map) {
      map = new Map()
      tables.set(table, map)
    }
    return map
  }
  return createStoreTables({
    get: (table, key) => rows(table).get(key),
    set: (table, key, json) => void rows(table).set(key, json),
    delete: (table, key) => void rows(table).delete(key),
    entries: (table) => [...rows(table)],
    flush() {},
    close: () => tables.clear(),
  })
}
