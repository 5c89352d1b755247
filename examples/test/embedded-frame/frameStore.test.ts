import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, test } from 'vitest'
import { createMemoryStore } from '../../embedded-frame/server/store/createMemoryStore.js'
import { FrameStoreError } from '../../embedded-frame/server/store/FrameStoreError.js'
import { openSqliteStore } from '../../embedded-frame/server/store/openSqliteStore.js'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { createClient } from './serverClient.js'

const HOST = 'http://127.0.0.1:4455'
const dir = mkdtempSync(join(tmpdir(), 'frame-store-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

const clock = { now: Date.now() }
const start = (file: string) =>
  startEmbeddedFrame({
    allowedOrigins: [HOST],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    socialProviders: {},
    store: { file },
    now: () => clock.now,
  })

function codeFor(frame: EmbeddedFrame, to: string): string {
  const message = frame.inbox?.messages().find((m) => m.to === to)
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

describe('SQLite store', () => {
  test('security: a lockout, the send count and a session survive a restart on the same file', async () => {
    const file = join(dir, 'restart.sqlite')
    const email = 'victim@example.test'
    let frame = await start(file)
    let call = createClient(frame, HOST)
    // a signed-in user with a session, to read back after the restart
    const own = await call('/api/email/start', { email: 'owner@example.test' })
    const signedIn = await call('/api/email/verify', {
      loginId: own.json.loginId,
      otp: codeFor(frame, 'owner@example.test'),
    })
    const token = String(signedIn.json.token)
    const login = await call('/api/email/start', { email })
    const right = codeFor(frame, email)
    const wrong = right === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++)
      await call('/api/email/verify', { loginId: login.json.loginId, otp: wrong })
    await frame.close()

    frame = await start(file)
    call = createClient(frame, HOST)
    try {
      // the cooldown is remembered: no fresh code right after the restart
      expect(String((await call('/api/email/start', { email })).json.error)).toMatch(
        /A code was just sent/,
      )
      clock.now += 31_000
      const again = await call('/api/email/start', { email })
      const locked = await call('/api/email/verify', {
        loginId: again.json.loginId,
        otp: codeFor(frame, email),
      })
      expect(locked.status).toBe(429)
      expect(String(locked.json.error)).toMatch(/Too many wrong codes for this email/)
      expect((await call('/api/session', undefined, token)).json.user).toEqual(signedIn.json.user)
    } finally {
      await frame.close()
    }
    // written whole and renamed: no temporary file is left beside it
    expect(readdirSync(dir).filter((name) => name.startsWith('restart.sqlite.'))).toEqual([])
  })

  test('error: a damaged file stops the start with a typed error and is left untouched', async () => {
    const file = join(dir, 'damaged.sqlite')
    const garbage = Buffer.from('this is not a database, but someone’s data'.repeat(200))
    writeFileSync(file, garbage)
    const failure = await start(file).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(FrameStoreError)
    expect((failure as FrameStoreError).shortMessage).toBe('The frame store file cannot be opened')
    expect((failure as FrameStoreError).details).toContain(file)
    expect(readFileSync(file).equals(garbage)).toBe(true)
  })

  test('error: a file of a newer schema is refused, not read wrongly', async () => {
    const file = join(dir, 'newer.sqlite')
    const store = await openSqliteStore({ file })
    store.close()
    const SQL = await (await import('sql.js')).default()
    const db = new SQL.Database(readFileSync(file))
    db.run("UPDATE meta SET value = '99' WHERE key = 'schema_version'")
    writeFileSync(file, db.export())
    db.close()
    await expect(openSqliteStore({ file })).rejects.toThrow(/schema 99 is newer/)
  })

  test('error: a record that fails its schema is an error, not a wrong answer', async () => {
    const file = join(dir, 'record.sqlite')
    const store = await openSqliteStore({ file })
    store.sends.set('email:a@example.test', [1, 2])
    store.close()
    const SQL = await (await import('sql.js')).default()
    const db = new SQL.Database(readFileSync(file))
    db.run("UPDATE records SET value = '[\"soon\"]' WHERE tbl = 'sends'")
    writeFileSync(file, db.export())
    db.close()
    const reopened = await openSqliteStore({ file })
    expect(() => reopened.sends.get('email:a@example.test')).toThrow(FrameStoreError)
    reopened.close()
  })

  test('behavior: with a delay, writes wait for it or for close; a closed store refuses writes', async () => {
    const file = join(dir, 'delayed.sqlite')
    const store = await openSqliteStore({ file, flushDelayMs: 60_000 })
    store.flush()
    const before = readFileSync(file)
    store.identities.set('email:b@example.test', 'user-b')
    expect(readFileSync(file).equals(before)).toBe(true)
    store.close()
    expect(() => store.identities.set('x', 'y')).toThrow(FrameStoreError)
    const reopened = await openSqliteStore({ file })
    expect(reopened.identities.entries()).toEqual([['email:b@example.test', 'user-b']])
    reopened.close()
  })

  test('behavior: the memory store keeps copies, as the SQLite store does', () => {
    const store = createMemoryStore()
    const strikes = { wrong: 1, lockouts: 0, lockedUntil: 0 }
    store.strikes.set('email:c@example.test', strikes)
    strikes.wrong = 9
    expect(store.strikes.get('email:c@example.test')?.wrong).toBe(1)
    expect(existsSync(join(dir, 'none'))).toBe(false)
  })
})
