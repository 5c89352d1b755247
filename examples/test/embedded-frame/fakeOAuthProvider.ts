import { createHash, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, exportPKCS8, generateKeyPair, type JWK, jwtVerify, SignJWT } from 'jose'
import type { SocialProvider } from '../../embedded-frame/shared/api.js'

/** the account the fake provider signs in; tests change it between logins */
export type FakeAccount = { sub: string; email: string; emailVerified: boolean; name: string }

type Paths = { authorize: string; token: string }
// each provider's documented paths (see embedded-frame/server/social/presets.ts for the docs)
const PATHS: Record<SocialProvider, Paths> = {
  google: { authorize: '/o/oauth2/v2/auth', token: '/token' },
  apple: { authorize: '/auth/authorize', token: '/auth/token' },
  github: { authorize: '/login/oauth/authorize', token: '/login/oauth/access_token' },
  discord: { authorize: '/oauth2/authorize', token: '/api/oauth2/token' },
  x: { authorize: '/i/oauth2/authorize', token: '/2/oauth2/token' },
  facebook: { authorize: '/v23.0/dialog/oauth', token: '/v23.0/oauth/access_token' },
}
const ISSUERS: Partial<Record<SocialProvider, string>> = {
  google: 'https://accounts.google.com',
  apple: 'https://appleid.apple.com',
}

type Grant = {
  clientId: string
  redirectUri: string
  challenge: string
  nonce: string | undefined
  account: FakeAccount
  used: boolean
}

const sendJson = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
}

/** the client credentials the provider accepts, read as the provider's docs say they come */
function clientOf(provider: SocialProvider, req: IncomingMessage, params: URLSearchParams) {
  if (provider === 'discord' || provider === 'x') {
    const basic = /^Basic (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const [id = '', secret = ''] = Buffer.from(basic, 'base64').toString().split(':')
    return { id: decodeURIComponent(id), secret: decodeURIComponent(secret) }
  }
  return { id: params.get('client_id') ?? '', secret: params.get('client_secret') ?? '' }
}

/**
 * A local stand-in for one social provider, speaking the documented shapes of its authorize,
 * token and account endpoints: codes are single use, bound to the redirect URI and the PKCE
 * challenge; Apple answers by form_post and takes an ES256 client-secret JWT; Google and
 * Apple sign an ID token.
 */
export async function startFakeOAuthProvider(provider: SocialProvider) {
  const clientId = `client-${provider}`
  const clientSecret = randomBytes(16).toString('hex')
  const apple = await generateKeyPair('ES256', { extractable: true })
  const signing = await generateKeyPair('RS256', { extractable: true })
  const jwk: JWK = { ...(await exportJWK(signing.publicKey)), kid: 'fake-1', alg: 'RS256' }
  const grants = new Map<string, Grant>()
  const tokens = new Map<string, FakeAccount>()
  const state = {
    account: { sub: 'user-1', email: 'one@example.test', emailVerified: true, name: 'One' },
    authorizeParams: new URLSearchParams(),
  }

  async function checkSecret(secret: string): Promise<boolean> {
    if (provider !== 'apple') return secret === clientSecret
    try {
      const { payload, protectedHeader } = await jwtVerify(secret, apple.publicKey, {
        issuer: 'TEAM123456',
        audience: 'https://appleid.apple.com',
        subject: clientId,
      })
      return protectedHeader.kid === 'KEY1234567' && typeof payload.exp === 'number'
    } catch {
      return false
    }
  }

  async function idToken(grant: Grant) {
    const { account } = grant
    const verified = provider === 'apple' ? String(account.emailVerified) : account.emailVerified
    return new SignJWT({
      nonce: grant.nonce,
      email: account.email,
      email_verified: verified,
      name: account.name,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-1' })
      .setIssuer(ISSUERS[provider] ?? '')
      .setAudience(grant.clientId)
      .setSubject(account.sub)
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(signing.privateKey)
  }

  async function token(req: IncomingMessage, res: ServerResponse, url: URL) {
    const params = provider === 'facebook' ? url.searchParams : await readForm(req)
    const client = clientOf(provider, req, params)
    if (client.id !== clientId || !(await checkSecret(client.secret)))
      return sendJson(res, 401, { error: 'invalid_client' })
    const grant = grants.get(params.get('code') ?? '')
    const verifier = params.get('code_verifier') ?? ''
    const challenge = createHash('sha256').update(verifier).digest('base64url')
    if (
      !grant ||
      grant.used ||
      grant.redirectUri !== params.get('redirect_uri') ||
      grant.challenge !== challenge
    ) {
      if (grant) grant.used = true
      // GitHub answers a bad code with 200 and an error field, the others with 400
      if (provider === 'github') return sendJson(res, 200, { error: 'bad_verification_code' })
      return sendJson(res, 400, { error: 'invalid_grant' })
    }
    grant.used = true
    const accessToken = randomBytes(16).toString('hex')
    tokens.set(accessToken, grant.account)
    sendJson(res, 200, {
      access_token: accessToken,
      token_type: 'bearer',
      ...(ISSUERS[provider] ? { id_token: await idToken(grant) } : {}),
    })
  }

  function account(req: IncomingMessage, res: ServerResponse, path: string) {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? ''
    const who = tokens.get(bearer)
    if (!who) return sendJson(res, 401, { message: 'Bad credentials' })
    const answers: Record<string, unknown> = {
      '/user': { id: Number(who.sub.replace(/\D/g, '')), login: who.name, name: who.name },
      '/user/emails': [
        { email: who.email, primary: true, verified: who.emailVerified, visibility: null },
      ],
      '/api/users/@me': {
        id: who.sub,
        username: who.name,
        global_name: who.name,
        email: who.email,
        verified: who.emailVerified,
      },
      '/2/users/me': {
        data: {
          id: who.sub,
          username: who.name,
          name: who.name,
          ...(who.emailVerified ? { confirmed_email: who.email } : {}),
        },
      },
      '/v23.0/me': { id: who.sub, name: who.name, email: who.email },
    }
    if (!(path in answers)) return sendJson(res, 404, { error: 'not found' })
    sendJson(res, 200, answers[path])
  }

  function authorize(res: ServerResponse, url: URL) {
    const params = url.searchParams
    state.authorizeParams = params
    const code = randomBytes(12).toString('hex')
    grants.set(code, {
      clientId: params.get('client_id') ?? '',
      redirectUri: params.get('redirect_uri') ?? '',
      challenge: params.get('code_challenge') ?? '',
      nonce: params.get('nonce') ?? undefined,
      account: { ...state.account },
      used: false,
    })
    const back = { code, state: params.get('state') ?? '' }
    if (params.get('response_mode') === 'form_post') {
      const inputs = Object.entries(back)
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join('')
      res.writeHead(200, { 'content-type': 'text/html' })
      res.end(`<form method="post" action="${params.get('redirect_uri')}">${inputs}</form>`)
      return
    }
    const location = new URL(params.get('redirect_uri') ?? '')
    for (const [name, value] of Object.entries(back)) location.searchParams.set(name, value)
    res.writeHead(302, { location: location.toString() }).end()
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    const path = url.pathname
    const run = async () => {
      if (path === PATHS[provider].authorize) return authorize(res, url)
      if (path === PATHS[provider].token) return token(req, res, url)
      if (path === '/oauth2/v3/certs' || path === '/auth/keys')
        return sendJson(res, 200, { keys: [jwk] })
      account(req, res, path)
    }
    run().catch((error: unknown) => sendJson(res, 500, { error: String(error) }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const hostNames = ['accounts', 'oauth2', 'certs', 'appleid', 'web', 'api', 'discord', 'graph']
  const hosts = Object.fromEntries(hostNames.map((name) => [name, origin]))
  const config =
    provider === 'apple'
      ? {
          preset: 'apple' as const,
          clientId,
          teamId: 'TEAM123456',
          keyId: 'KEY1234567',
          privateKeyPem: await exportPKCS8(apple.privateKey),
          hosts,
        }
      : { preset: provider, clientId, clientSecret, hosts }
  return {
    config,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
