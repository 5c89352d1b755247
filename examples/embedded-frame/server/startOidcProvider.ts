import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider from 'oidc-provider'
import { escapeHtml } from './html.js'

/** The one account of the local provider: every login signs in as this user. */
export type OidcTestUser = { sub: string; email: string; name: string; preferredUsername: string }

export const DEFAULT_TEST_USER: OidcTestUser = {
  sub: 'test-user',
  email: 'test.user@example.test',
  name: 'Test User',
  preferredUsername: 'testuser',
}

export type LocalOidcProvider = {
  issuer: string
  clientId: string
  clientSecret: string
  close(): Promise<void>
}

export type StartOidcProviderParameters = {
  /** where the frame's callback page is: the client's one redirect URI */
  redirectUri: string
  user?: OidcTestUser
  port?: number
}

function loginPage(uid: string, user: OidcTestUser, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in: local OpenID provider</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:26rem;margin:3rem auto;padding:0 1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:8px;border:1px solid #333;background:#1b4dd8;color:#fff}
button.secondary{background:#fff;color:#1a1a1a}</style></head>
<body><main>
<h1>Local OpenID provider</h1>
<p>A development provider for the reference frame: it has one account and no password.</p>
<p><strong>${escapeHtml(clientId)}</strong> asks to sign you in.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<button type="submit">Continue as ${escapeHtml(user.name)} (${escapeHtml(user.email)})</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort">
<button type="submit" class="secondary">Cancel</button>
</form>
</main></body></html>`
}

/**
 * Docs: /examples/embedded-frame. A real OpenID Connect provider (the `oidc-provider` package)
 * on 127.0.0.1 for the demo and tests: authorization code with PKCE, signed ID tokens, a fixed
 * test user and a one-button login page in place of a password form.
 */
export async function startOidcProvider({
  redirectUri,
  user = DEFAULT_TEST_USER,
  port = 0,
}: StartOidcProviderParameters): Promise<LocalOidcProvider> {
  // the issuer needs the port, so the server listens first and gets its handler after
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | undefined
  const server = createServer((req, res) => {
    if (handle) handle(req, res)
    else res.writeHead(503).end()
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const clientId = 'walletport-reference-frame'
  const clientSecret = randomBytes(24).toString('base64url')
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: 'local-1' }

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    claims: { email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    // the ID token carries the claims, so the frame server needs no userinfo call
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // short lives: this provider only ever serves a local demo or a test run
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3_600,
      IdToken: 600,
      Interaction: 600,
      Session: 3_600,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      if (sub !== user.sub) return undefined
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: user.email,
          email_verified: true,
          name: user.name,
          preferred_username: user.preferredUsername,
        }),
      }
    },
    // the frame is this provider's only client, a first-party one: consent is implied
    async loadExistingGrant(ctx) {
      const accountId = ctx.oidc.session?.accountId
      const client = ctx.oidc.client
      if (!accountId || !client) return undefined
      const grantId =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(client.clientId)
      if (grantId) return ctx.oidc.provider.Grant.find(grantId)
      const grant = new ctx.oidc.provider.Grant({ accountId, clientId: client.clientId })
      grant.addOIDCScope('openid email profile')
      await grant.save()
      ctx.oidc.session?.ensureClientContainer(client.clientId)
      ctx.oidc.session?.grantIdFor(client.clientId, grant.jti)
      return grant
    },
  })
  const providerCallback = provider.callback()

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string) {
    const [, , uid, action] = path.split('/')
    try {
      const details = await provider.interactionDetails(req, res)
      if (details.uid !== uid) throw new Error('interaction mismatch')
      if (req.method === 'GET' && !action) {
        const clientId = String(details.params.client_id ?? '')
        res.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
        res.end(loginPage(details.uid, user, clientId))
        return
      }
      if (req.method === 'POST' && action === 'login') {
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.sub } },
          {
            mergeWithLastSubmission: false,
          },
        )
        return
      }
      if (req.method === 'POST' && action === 'abort') {
        await provider.interactionFinished(
          req,
          res,
          { error: 'access_denied', error_description: 'The user cancelled the login' },
          { mergeWithLastSubmission: false },
        )
        return
      }
      res.writeHead(404).end()
    } catch (error) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
      res.end(`This login step is no longer valid: ${String(error)}`)
    }
  }

  handle = (req, res) => {
    const path = new URL(req.url ?? '/', issuer).pathname
    if (path.startsWith('/interaction/')) void interaction(req, res, path)
    else providerCallback(req, res)
  }

  return {
    issuer,
    clientId,
    clientSecret,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
