import {
  closeSync,
  existsSync,
  fsyncSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs'
import initSqlJs, { type Database } from 'sql.js'
import { createStoreTables, type FrameStore } from './FrameStore.js'
import { FrameStoreError } from './FrameStoreError.js'

/** the layout this code writes; a file of a newer one is refused, not read wrongly */
const SCHEMA_VERSION = 1

export type SqliteStoreOptions = {
  /** the database file; made on the first write when it does not exist */
  file: string
  /**
   * how long changes may wait before the file is rewritten. 0 (the default) writes once
   * the code that changed something yields (a microtask), so a counter is on disk before the
   * answer goes out; a larger delay batches writes for a busy server, at the price of losing the
   * last `flushDelayMs` of changes (lockouts included) if the process dies without `close`.
   */
  flushDelayMs?: number
}

function openDatabase(SQL: initSqlJs.SqlJsStatic, file: string): Database {
  if (!existsSync(file)) return new SQL.Database()
  let db: Database | undefined
  try {
    db = new SQL.Database(readFileSync(file))
    // sql.js reads lazily: these make a damaged or foreign file fail here, at start
    const check = db.exec('PRAGMA integrity_check')[0]?.values[0]?.[0]
    if (check !== 'ok') throw new Error(`integrity check: ${String(check)}`)
    const tables = db.exec("SELECT name FROM sqlite_master WHERE type = 'table'")[0]
    const names = new Set(tables?.values.map((row) => String(row[0])) ?? [])
    if (names.size > 0 && !names.has('meta')) throw new Error('not a frame store (no meta table)')
    if (names.has('meta')) {
      const version = db.exec("SELECT value FROM meta WHERE key = 'schema_version'")[0]
        ?.values[0]?.[0]
      if (Number(version) > SCHEMA_VERSION)
        throw new Error(`schema ${String(version)} is newer than this server's ${SCHEMA_VERSION}`)
    }
    return db
  } catch (cause) {
    db?.close()
    throw new FrameStoreError('The frame store file cannot be opened', {
      cause,
      details: `${file}: ${cause instanceof Error ? cause.message : String(cause)}`,
      metaMessages: ['The file was left as it is: restore it from a backup or move it away.'],
    })
  }
}

/** writes the whole database beside the file, then renames it over: never a half-written file */
function writeAtomically(file: string, bytes: Uint8Array) {
  const temporary = `${file}.${process.pid}.tmp`
  const fd = openSync(temporary, 'w', 0o600)
  try {
    writeSync(fd, bytes)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, file)
}

/**
 * Docs: /examples/embedded-frame/DEPLOY. The frame's store in SQLite (sql.js, WebAssembly,
 * so no native build): the database lives in memory and the whole of it is exported to
 * `file` after changes, written atomically (temporary file, fsync, rename). Simple and
 * dependency-free, but each write costs the size of the database: fine to some tens of
 * thousands of users; past that, plug in a store over a database server.
 */
export async function openSqliteStore({
  file,
  flushDelayMs = 0,
}: SqliteStoreOptions): Promise<FrameStore> {
  const SQL = await initSqlJs()
  const db = openDatabase(SQL, file)
  db.exec(`CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS records (tbl TEXT NOT NULL, key TEXT NOT NULL,
      value TEXT NOT NULL, PRIMARY KEY (tbl, key)) WITHOUT ROWID;`)
  db.run("INSERT OR IGNORE INTO meta (key, value) VALUES ('schema_version', ?)", [
    String(SCHEMA_VERSION),
  ])
  let dirty = !existsSync(file)
  let scheduled = false
  let closed = false

  function flush() {
    scheduled = false
    if (!dirty || closed) return
    writeAtomically(file, db.export())
    dirty = false
  }
  function open(): Database {
    if (closed) throw new FrameStoreError('The frame store is closed', { details: file })
    return db
  }
  function changed() {
    dirty = true
    if (scheduled) return
    scheduled = true
    const run = () => {
      try {
        flush()
      } catch (error) {
        // kept dirty: the next change or `close` tries again; the error is not lost
        console.error('[embedded-frame] the store could not be written', error)
      }
    }
    if (flushDelayMs > 0) setTimeout(run, flushDelayMs).unref()
    else queueMicrotask(run)
  }

  return createStoreTables({
    get(table, key) {
      const row = open().exec('SELECT value FROM records WHERE tbl = ? AND key = ?', [
        table,
        key,
      ])[0]
      const value = row?.values[0]?.[0]
      return typeof value === 'string' ? value : undefined
    },
    set(table, key, json) {
      open().run('INSERT OR REPLACE INTO records (tbl, key, value) VALUES (?, ?, ?)', [
        table,
        key,
        json,
      ])
      changed()
    },
    delete(table, key) {
      open().run('DELETE FROM records WHERE tbl = ? AND key = ?', [table, key])
      changed()
    },
    entries(table) {
      const rows = open().exec('SELECT key, value FROM records WHERE tbl = ?', [table])[0]
      return (rows?.values ?? []).map((row) => [String(row[0]), String(row[1])])
    },
    flush,
    close() {
      if (closed) return
      flush()
      closed = true
      db.close()
    },
  })
}
