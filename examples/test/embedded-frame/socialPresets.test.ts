import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { SOCIAL_PROVIDERS, type SocialProvider } from '../../embedded-frame/shared/api.js'
import { type EmbeddedFrame, startEmbeddedFrame } from '../../embedded-frame/start.js'
import { startFakeOAuthProvider } from './fakeOAuthProvider.js'
import { createClient } from './serverClient.js'

const HOST = 'http://127.0.0.1:4455'
type Fake = Awaited<ReturnType<typeof startFakeOAuthProvider>>
const fakes = {} as Record<SocialProvider, Fake>
let frame: EmbeddedFrame
let call: ReturnType<typeof createClient>

beforeAll(async () => {
  for (const provider of SOCIAL_PROVIDERS) fakes[provider] = await startFakeOAuthProvider(provider)
  frame = await startEmbeddedFrame({
    allowedOrigins: [HOST],
    rpcUrls: { eip155: { 31337: 'http://127.0.0.1:1' } },
    socialProviders: Object.fromEntries(
      SOCIAL_PROVIDERS.map((provider) => [provider, fakes[provider].config]),
    ),
  })
  call = createClient(frame, HOST)
})
afterAll(async () => {
  await frame?.close()
  await Promise.all(Object.values(fakes).map((fake) => fake.close()))
})

/** authorize → the provider → the frame's callback URL, as the popup would end */
async function login(provider: SocialProvider): Promise<string> {
  const authorize = await call('/api/social/authorize', { provider })
  expect(authorize.status).toBe(200)
  const answer = await fetch(String(authorize.json.uri), { redirect: 'manual' })
  if (answer.status === 302) return String(answer.headers.get('location'))
  // form_post (Apple): the provider's page posts the code to the frame's callback
  const html = await answer.text()
  const action = /action="([^"]+)"/.exec(html)?.[1] ?? ''
  const fields = [...html.matchAll(/name="(\w+)" value="([^"]*)"/g)].map((m) => [m[1], m[2]])
  const posted = await fetch(action, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields as [string, string][]),
  })
  expect(posted.status).toBe(303)
  return String(posted.headers.get('location'))
}

describe.each(SOCIAL_PROVIDERS)('%s preset', (provider) => {
  test('default: code + PKCE + state sign in, with the verified email', async () => {
    const fake = fakes[provider]
    fake.state.account = {
      sub: `${provider}-1001`,
      email: `verified.${provider}@example.test`,
      emailVerified: true,
      name: `name_${provider}`,
    }
    const callback = await login(provider)
    const params = fake.state.authorizeParams
    expect(params.get('code_challenge_method')).toBe('S256')
    expect(params.get('code_challenge')).toMatch(/^[\w-]{43}$/)
    expect(params.get('state')).toMatch(/^[\w-]{43}$/)
    expect(params.get('redirect_uri')).toBe(`${frame.origin}/social/callback`)
    expect(params.get('response_mode')).toBe(provider === 'apple' ? 'form_post' : null)
    expect(params.has('nonce')).toBe(provider === 'google' || provider === 'apple')
    const connected = await call('/api/social/connect', { uri: callback })
    expect(connected.status).toBe(200)
    const user = connected.json.user as { email?: string; userName?: string }
    // Facebook does not promise its email is verified: it is never taken
    expect(user.email).toBe(
      provider === 'facebook' ? undefined : `verified.${provider}@example.test`,
    )
    expect(user.userName).toBe(provider === 'apple' ? user.email : `name_${provider}`)
    // the same callback again: the state is spent
    expect((await call('/api/social/connect', { uri: callback })).json).toEqual({
      error: 'Unknown or expired social login: start again',
    })
  })

  test('security: a wrong state is refused', async () => {
    const callback = new URL(await login(provider))
    callback.searchParams.set('state', 'x'.repeat(43))
    expect(await call('/api/social/connect', { uri: callback.toString() })).toEqual({
      status: 400,
      json: { error: 'Unknown or expired social login: start again' },
    })
  })

  test('security: a replayed code is refused by the provider, under a fresh state', async () => {
    const first = new URL(await login(provider))
    expect((await call('/api/social/connect', { uri: first.toString() })).status).toBe(200)
    const second = new URL(await login(provider))
    second.searchParams.set('code', first.searchParams.get('code') ?? '')
    const replayed = await call('/api/social/connect', { uri: second.toString() })
    expect(replayed.status).toBe(502)
    expect(String(replayed.json.error)).toMatch(/refused the code/)
  })

  test('security: an unverified email is not taken as the user’s', async () => {
    fakes[provider].state.account = {
      sub: `${provider}-2002`,
      email: `unverified.${provider}@example.test`,
      emailVerified: false,
      name: `other_${provider}`,
    }
    const connected = await call('/api/social/connect', { uri: await login(provider) })
    expect(connected.status).toBe(200)
    expect(connected.json.user).not.toHaveProperty('email')
    expect(JSON.stringify(connected.json)).not.toContain('unverified.')
  })
})
