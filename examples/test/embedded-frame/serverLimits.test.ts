import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { browseOidcLogin } from './oidcBrowse.js'
import { BINDING, createClient } from './serverClient.js'

const HOST = 'http://127.0.0.1:4455'
const clock = { now: Date.now() }
let frame: EmbeddedFrame
let call: ReturnType<typeof createClient>

function codeFor(to: string): string {
  const message = frame.inbox?.messages().find((m) => m.to === to)
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}
const wrongFor = (to: string) => (codeFor(to) === '000000' ? '111111' : '000000')

beforeAll(async () => {
  frame = await startEmbeddedFrame({
    allowedOrigins: [HOST],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    now: () => clock.now,
  })
  call = createClient(frame, HOST)
})
afterAll(() => frame?.close())

describe('login limits', () => {
  test('security: restarting a login gives no more guesses; the lockout backs off', async () => {
    const email = 'victim@example.test'
    let start = await call('/api/email/start', { email })
    for (let i = 0; i < 5; i++)
      await call('/api/email/verify', { loginId: start.json.loginId, otp: wrongFor(email) })
    clock.now += 31_000
    start = await call('/api/email/start', { email })
    // a fresh login, but the email is locked: even the right code is refused
    const locked = await call('/api/email/verify', {
      loginId: start.json.loginId,
      otp: codeFor(email),
    })
    expect(locked.status).toBe(429)
    expect(String(locked.json.error)).toMatch(
      /Too many wrong codes for this email: try again in \d+ s/,
    )
    // after 15 minutes, five more guesses, then a 30-minute lockout
    clock.now += 15 * 60_000
    start = await call('/api/email/start', { email })
    for (let i = 0; i < 5; i++)
      await call('/api/email/verify', { loginId: start.json.loginId, otp: wrongFor(email) })
    clock.now += 16 * 60_000
    start = await call('/api/email/start', { email })
    expect(
      (await call('/api/email/verify', { loginId: start.json.loginId, otp: codeFor(email) }))
        .status,
    ).toBe(429)
    clock.now += 15 * 60_000
    start = await call('/api/email/start', { email })
    const ok = await call('/api/email/verify', { loginId: start.json.loginId, otp: codeFor(email) })
    expect(ok.status).toBe(200)
  })

  test('security: the resend cooldown and the hourly count are the server’s', async () => {
    const email = 'inbox@example.test'
    expect((await call('/api/email/start', { email })).status).toBe(200)
    const again = await call('/api/email/start', { email })
    expect(again.status).toBe(429)
    expect(String(again.json.error)).toMatch(/just sent: try again in 30 s/)
    for (let i = 0; i < 4; i++) {
      clock.now += 30_000
      expect((await call('/api/email/start', { email })).status).toBe(200)
    }
    clock.now += 30_000
    expect((await call('/api/email/start', { email })).json.error).toMatch(
      /Too many codes for this email/,
    )
    expect(frame.inbox?.messages().filter((m) => m.to === email)).toHaveLength(5)
  })

  test('security: a flood of codes from one address is refused across emails', async () => {
    clock.now += 2 * 3_600_000
    const answers = []
    for (let i = 0; i < 25; i++)
      answers.push((await call('/api/email/start', { email: `flood${i}@example.test` })).status)
    expect(answers.filter((status) => status === 200)).toHaveLength(20)
    expect(answers.slice(20)).toEqual([429, 429, 429, 429, 429])
  })

  test('security: a login id is worth nothing to another frame instance', async () => {
    clock.now += 2 * 3_600_000
    const email = 'bound@example.test'
    const start = await call('/api/email/start', { email })
    const thief = createClient(frame, HOST, 'b'.repeat(43))
    expect(
      (await thief('/api/email/verify', { loginId: start.json.loginId, otp: codeFor(email) })).json,
    ).toEqual({ error: 'No sign-in is waiting for a code: start again' })
    expect(
      (await call('/api/email/verify', { loginId: start.json.loginId, otp: codeFor(email) }))
        .status,
    ).toBe(200)
  })

  test('security: a social callback URL is redeemed only by the frame instance that began it', async () => {
    const authorize = await call('/api/social/authorize', { provider: 'github' })
    const callback = await browseOidcLogin(String(authorize.json.uri))
    const thief = createClient(frame, HOST, 'c'.repeat(43))
    expect((await thief('/api/social/connect', { uri: callback })).json).toEqual({
      error: 'Unknown or expired social login: start again',
    })
    expect((await call('/api/social/connect', { uri: callback })).status).toBe(200)
    expect(BINDING).toHaveLength(43)
  })
})
