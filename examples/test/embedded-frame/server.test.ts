import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { browseOidcLogin } from './oidcBrowse.js'
import { createClient } from './serverClient.js'

const HOST = 'http://127.0.0.1:4455'
const OTHER = 'http://127.0.0.1:4456'

function lastCode(frame: EmbeddedFrame, to: string): string {
  const message = frame.inbox?.messages().find((m) => m.to === to)
  const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1]
  if (!code) throw new Error(`no code mailed to ${to}`)
  return code
}

// a clock the tests move, so expiry needs no waiting
const clock = { now: Date.now() }
let frame: EmbeddedFrame
let call: ReturnType<typeof createClient>

beforeAll(async () => {
  frame = await startEmbeddedFrame({
    allowedOrigins: [HOST],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    now: () => clock.now,
  })
  call = createClient(frame)
})
afterAll(() => frame?.close())

describe('email login', () => {
  test('default: a code is mailed, the right code signs in, the session reads back', async () => {
    const start = await call('/api/email/start', { email: ' Alice@Example.test ' })
    expect(start).toMatchObject({ status: 200, json: { action: 'VERIFY_OTP' } })
    const code = lastCode(frame, 'alice@example.test')
    expect(code).toMatch(/^\d{6}$/)
    const verified = await call('/api/email/verify', { loginId: start.json.loginId, otp: code })
    expect(verified.status).toBe(200)
    expect(verified.json.user).toMatchObject({ email: 'alice@example.test' })
    const token = String(verified.json.token)
    expect((await call('/api/session', undefined, token)).json.user).toEqual(verified.json.user)
    // signed in as this email already: nothing to verify
    const again = await call('/api/email/start', { email: 'alice@example.test' }, token)
    expect(again.json).toMatchObject({ action: 'CONNECT' })
    // a code is single use
    const reused = await call('/api/email/verify', { loginId: start.json.loginId, otp: code })
    expect(reused).toMatchObject({
      status: 400,
      json: { error: expect.stringMatching(/start again/) },
    })
    await call('/api/session/sign-out', {}, token)
    expect(await call('/api/session', undefined, token)).toEqual({
      status: 401,
      json: { error: 'Not signed in' },
    })
  })

  test('behavior: a wrong code is an error, five wrong codes end the login', async () => {
    const start = await call('/api/email/start', { email: 'bob@example.test' })
    const right = lastCode(frame, 'bob@example.test')
    const wrong = right === '000000' ? '111111' : '000000'
    expect(await call('/api/email/verify', { loginId: start.json.loginId, otp: wrong })).toEqual({
      status: 400,
      json: { error: 'Invalid code (4 attempts left)' },
    })
    for (let i = 0; i < 3; i++)
      await call('/api/email/verify', { loginId: start.json.loginId, otp: wrong })
    expect(
      (await call('/api/email/verify', { loginId: start.json.loginId, otp: wrong })).json,
    ).toEqual({
      error: 'Too many wrong codes: request a new one',
    })
    expect(
      (await call('/api/email/verify', { loginId: start.json.loginId, otp: right })).status,
    ).toBe(400)
  })

  test('behavior: a code expires after 10 minutes', async () => {
    const start = await call('/api/email/start', { email: 'carol@example.test' })
    const code = lastCode(frame, 'carol@example.test')
    clock.now += 10 * 60_000 + 1
    expect(await call('/api/email/verify', { loginId: start.json.loginId, otp: code })).toEqual({
      status: 400,
      json: { error: 'The code has expired: request a new one' },
    })
  })

  test('behavior: after the server’s 30 s cooldown a new code replaces the old', async () => {
    const first = await call('/api/email/start', { email: 'dave@example.test' })
    const firstCode = lastCode(frame, 'dave@example.test')
    clock.now += 30_000
    const second = await call('/api/email/start', { email: 'dave@example.test' })
    expect(second.status).toBe(200)
    expect(
      (await call('/api/email/verify', { loginId: first.json.loginId, otp: firstCode })).status,
    ).toBe(400)
    const ok = await call('/api/email/verify', {
      loginId: second.json.loginId,
      otp: lastCode(frame, 'dave@example.test'),
    })
    expect(ok.status).toBe(200)
  })

  test('parameters: bad bodies are clear 4xx errors', async () => {
    expect(await call('/api/email/start', { email: 'not an email' })).toEqual({
      status: 400,
      json: { error: 'Invalid request (email): Invalid email: Received "not an email"' },
    })
    expect((await call('/api/email/verify', { loginId: 'x', otp: '12a456' })).json).toEqual({
      error: 'Invalid request (otp): The code is 6 digits',
    })
    const raw = await fetch(`${frame.origin}/api/email/start`, {
      method: 'POST',
      headers: { 'x-walletport-host-origin': HOST, 'content-type': 'application/json' },
      body: '{"email":',
    })
    expect([raw.status, await raw.json()]).toEqual([400, { error: 'The body is not valid JSON' }])
    const text = await fetch(`${frame.origin}/api/email/start`, {
      method: 'POST',
      headers: { 'x-walletport-host-origin': HOST },
      body: 'email=a@b.c',
    })
    expect(text.status).toBe(415)
  })
})

describe('origin allowlist', () => {
  test('behavior: the API refuses a host origin off the list, and other browser origins', async () => {
    expect(
      await createClient(frame, OTHER)('/api/email/start', { email: 'e@example.test' }),
    ).toEqual({
      status: 403,
      json: { error: 'Unauthorized: origin not allowed' },
    })
    const crossSite = await fetch(`${frame.origin}/api/session`, {
      headers: { 'x-walletport-host-origin': HOST, origin: OTHER },
    })
    expect(crossSite.status).toBe(403)
  })

  test('behavior: the page is framed only by the allowed host', async () => {
    const page = await fetch(`${frame.url}?origin=${encodeURIComponent(HOST)}&projectId=p`)
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${HOST}`)
    const html = await page.text()
    expect(html).toContain(`"hostOrigin":"${HOST}","allowed":true`)
    const other = await (await fetch(`${frame.url}?origin=${encodeURIComponent(OTHER)}`)).text()
    expect(other).toContain('"allowed":false')
    expect((await fetch(frame.url)).status).toBe(400)
  })
})

describe('social login (OpenID Connect, local provider)', () => {
  test('default: authorize, log in, exchange the code server-side, get the user', async () => {
    const authorize = await call('/api/social/authorize', { provider: 'github' })
    const uri = String(authorize.json.uri)
    expect(uri.startsWith(`${frame.oidcIssuer}/`)).toBe(true)
    const params = new URL(uri).searchParams
    expect(params.get('redirect_uri')).toBe(`${frame.origin}/social/callback`)
    expect(params.get('code_challenge_method')).toBe('S256')
    const callback = await browseOidcLogin(uri)
    // the callback page knows which host to hand the URL to
    const page = await (await fetch(callback)).text()
    expect(page).toContain(`"${HOST}"`)
    const connected = await call('/api/social/connect', { uri: callback })
    expect(connected.json.user).toMatchObject({
      userName: 'testuser',
      email: 'test.user@example.test',
    })
    // the code and state are single use
    expect((await call('/api/social/connect', { uri: callback })).status).toBe(400)
  })

  test('behavior: a callback for another host, or a forged state, is refused', async () => {
    const authorize = await call('/api/social/authorize', { provider: 'google' })
    const callback = await browseOidcLogin(String(authorize.json.uri))
    const forged = new URL(callback)
    forged.searchParams.set('state', 'forged')
    expect((await call('/api/social/connect', { uri: forged.toString() })).json).toEqual({
      error: 'Unknown or expired social login: start again',
    })
    expect(
      await createClient(frame, OTHER)('/api/social/connect', { uri: callback }),
    ).toMatchObject({
      status: 403,
    })
    expect(
      (await call('/api/social/connect', { uri: 'https://evil.test/social/callback?code=1' })).json,
    ).toEqual({ error: 'The URI is not this frame’s social callback' })
    expect((await call('/api/social/authorize', { provider: 'myspace' })).status).toBe(400)
  })
})

describe('email update', () => {
  test('default: primary code, then secondary code, then the new email', async () => {
    const start = await call('/api/email/start', { email: 'erin@example.test' })
    const { json } = await call('/api/email/verify', {
      loginId: start.json.loginId,
      otp: lastCode(frame, 'erin@example.test'),
    })
    const token = String(json.token)
    // the server's resend cooldown holds for the code that proves the current address too
    clock.now += 30_000
    expect((await call('/api/email/update', { email: 'erin@new.test' }, token)).json).toEqual({
      action: 'VERIFY_PRIMARY_OTP',
    })
    const primary = lastCode(frame, 'erin@example.test')
    expect((await call('/api/email/update/primary', { otp: primary }, token)).status).toBe(200)
    const secondary = lastCode(frame, 'erin@new.test')
    const done = await call('/api/email/update/secondary', { otp: secondary }, token)
    expect(done.json).toMatchObject({ newEmail: 'erin@new.test', user: { email: 'erin@new.test' } })
    expect((await call('/api/email/update', { email: 'x@new.test' })).status).toBe(401)
  })
})
