import * as v from 'valibot'
import { FrameStoreError } from './FrameStoreError.js'
import { STORE_TABLES, type StoreTableName, type StoreValue } from './storeSchemas.js'

/** One table of the store: string keys, JSON values checked against the table's schema. */
export type StoreTable<T> = {
  get(key: string): T | undefined
  set(key: string, value: T): void
  delete(key: string): void
  /** every entry, for the rare scans (e.g. an email's earlier pending code) */
  entries(): [string, T][]
}

/**
 * The frame server's storage: users, identities, sessions, key backups, login-limit counters
 * and lockouts, pending codes and OAuth/Farcaster logins.
 *
 * Synchronous on purpose: the limits read, change and write a counter in one step, and a
 * synchronous in-process store makes that step atomic without locks, so parallel guesses
 * cannot race past a count. A store shared by several server processes would need atomic
 * increments instead (see DEPLOY.md, "Storage").
 */
export type FrameStore = { [T in StoreTableName]: StoreTable<StoreValue<T>> } & {
  /** writes pending changes to disk now (no-op in memory) */
  flush(): void
  /** flushes, then releases the store; it may not be used after */
  close(): void
}

/** The raw rows under a store: JSON text by table and key. */
export type StoreBackend = {
  get(table: StoreTableName, key: string): string | undefined
  set(table: StoreTableName, key: string, json: string): void
  delete(table: StoreTableName, key: string): void
  entries(table: StoreTableName): [string, string][]
  flush(): void
  close(): void
}

function parseRow<T extends StoreTableName>(table: T, key: string, json: string): StoreValue<T> {
  let value: unknown
  try {
    value = JSON.parse(json)
  } catch (cause) {
    throw new FrameStoreError('A record in the frame store is not JSON', {
      cause,
      details: `${table}/${key}`,
    })
  }
  const parsed = v.safeParse(STORE_TABLES[table], value)
  if (!parsed.success)
    throw new FrameStoreError('A record in the frame store does not match its schema', {
      details: `${table}/${key}: ${parsed.issues[0].message}`,
    })
  return parsed.output as StoreValue<T>
}

/** The typed tables over a backend: values go in as JSON and come out parsed and checked. */
export function createStoreTables(backend: StoreBackend): FrameStore {
  const table = <T extends StoreTableName>(name: T): StoreTable<StoreValue<T>> => ({
    get(key) {
      const json = backend.get(name, key)
      return json === undefined ? undefined : parseRow(name, key, json)
    },
    set: (key, value) => backend.set(name, key, JSON.stringify(value)),
    delete: (key) => backend.delete(name, key),
    entries: () => backend.entries(name).map(([key, json]) => [key, parseRow(name, key, json)]),
  })
  const tables = Object.fromEntries(
    (Object.keys(STORE_TABLES) as StoreTableName[]).map((name) => [name, table(name)]),
  ) as { [T in StoreTableName]: StoreTable<StoreValue<T>> }
  return { ...tables, flush: () => backend.flush(), close: () => backend.close() }
}
