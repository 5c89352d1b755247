import * as v from 'valibot'
import type { Logger } from '../types/logger.js'
import type { KitStorage } from '../types/storage.js'
import { isPairingEntry } from './isPairingEntry.js'

/**
 * The key-value storage WalletConnect's clients take as their `storage` option (its
 * `IKeyValueStorage`): async, JSON values, and enumerable keys.
 */
export type PairingStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** The kit's side of that storage: what WalletConnect never calls. */
export type KitPairingStorage = PairingStorage & {
  /** drops every WalletConnect entry, for a library that cannot start on what it stored */
  clear(): void
}

const KeysSchema = v.array(v.string())
const BIGINT_TAG = '$bigint'

/**
 * Docs: /core/pairing/createPairingStorage. WalletConnect's storage on top of the kit's
 * storage, so the pairing client's keys, pairings and sessions live where the kit's own data
 * lives (localStorage in the browser) and a reload restores the session. Values sit under
 * `wc/<key>`; an index under `wc:keys` lists the keys, since the kit's storage cannot
 * enumerate. bigints are tagged on the way in and back, as JSON has none. A value that is not
 * JSON, or not of the shape the library expects under its key (isPairingEntry), is removed and
 * logged rather than handed over: the library would throw on it at every start.
 */
export function createPairingStorage(
  storage: KitStorage,
  { prefix = 'wc', log }: { prefix?: string; log?: Logger } = {},
): KitPairingStorage {
  const indexKey = `${prefix}:keys`
  const itemKey = (key: string) => `${prefix}/${key}`
  let keys: Set<string> | undefined

  function index(): Set<string> {
    keys ??= new Set(storage.get(indexKey, KeysSchema) ?? [])
    return keys
  }

  function read(key: string): unknown {
    const raw = storage.get(itemKey(key), v.unknown())
    if (raw !== undefined && isPairingEntry(key, raw)) return revive(raw)
    // nothing, unreadable JSON (the kit storage answers undefined) or a foreign shape: gone
    if (index().has(key)) {
      if (raw !== undefined) log?.warn(`pairing: dropped a stored ${key} of the wrong shape`)
      remove(key)
    }
    return undefined
  }

  function remove(key: string) {
    storage.remove(itemKey(key))
    const all = index()
    if (all.delete(key)) storage.set(indexKey, [...all])
  }

  return {
    async getKeys() {
      return [...index()]
    },
    async getEntries<T>() {
      // the library reads back what it wrote: the value type is its own to name
      const entries = [...index()].map((key) => [key, read(key)] as const)
      return entries.filter(([, value]) => value !== undefined) as [string, T][]
    },
    async getItem<T>(key: string) {
      return read(key) as T | undefined
    },
    async setItem(key, value) {
      if (value === undefined) return remove(key)
      storage.set(itemKey(key), toJson(value))
      const all = index()
      if (!all.has(key)) {
        all.add(key)
        storage.set(indexKey, [...all])
      }
    },
    async removeItem(key) {
      remove(key)
    },
    clear() {
      for (const key of [...index()]) storage.remove(itemKey(key))
      keys = new Set()
      storage.remove(indexKey)
    },
  }
}

function toJson(value: unknown): unknown {
  return JSON.parse(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'bigint' ? { [BIGINT_TAG]: item.toString() } : item,
    ),
  )
}

function revive(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(revive)
  if (!value || typeof value !== 'object') return value
  const entries = Object.entries(value)
  if (entries.length === 1 && entries[0]![0] === BIGINT_TAG && typeof entries[0]![1] === 'string')
    return BigInt(entries[0]![1])
  return Object.fromEntries(entries.map(([key, item]) => [key, revive(item)]))
}
