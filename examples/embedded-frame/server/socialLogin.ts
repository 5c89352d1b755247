import { createHash, randomBytes } from 'node:crypto'
import { createRemoteJWKSet, jwtVerify } from 'jose'
import * as v from 'valibot'
import type { FrameUser, SocialProvider } from '../shared/api.js'
import { hashBinding, sameBinding } from './binding.js'
import { FrameServerError } from './FrameServerError.js'
import type { UserStore } from './users.js'

/** An OpenID Connect provider the frame signs users in with (a confidential client). */
export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string }

const DiscoverySchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
})
const TokenAnswerSchema = v.object({ id_token: v.string(), token_type: v.string() })
const ClaimsSchema = v.object({
  sub: v.string(),
  nonce: v.optional(v.string()),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
  preferred_username: v.optional(v.string()),
})

type PendingLogin = {
  provider: SocialProvider
  hostOrigin: string
  nonce: string
  verifier: string
  /** the hash of the frame instance's binding: only that instance redeems the code */
  binding: Buffer
  expiresAt: number
}

// the popup's whole round trip; a state older than this is refused
const STATE_TTL_MS = 10 * 60_000

const random = () => randomBytes(32).toString('base64url')

/**
 * Social login as an OAuth 2 authorization-code flow with PKCE and OpenID Connect: the frame
 * asks for the authorize URL, the popup ends on the frame origin's callback, and the server
 * exchanges the code and checks the ID token (signature, issuer, audience, nonce).
 */
export function createSocialLogin({
  providers,
  redirectUri,
  users,
  now,
}: {
  providers: Partial<Record<SocialProvider, OidcClientConfig>>
  redirectUri: string
  users: UserStore
  now: () => number
}) {
  const pending = new Map<string, PendingLogin>()
  const discovered = new Map<string, Promise<v.InferOutput<typeof DiscoverySchema>>>()
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

  function configOf(provider: SocialProvider): OidcClientConfig {
    const config = providers[provider]
    if (!config) throw new FrameServerError(400, `Social login with ${provider} is not configured`)
    return config
  }

  function discover(issuer: string) {
    let metadata = discovered.get(issuer)
    if (!metadata) {
      metadata = (async () => {
        const response = await fetch(
          `${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
        )
        if (!response.ok) throw new Error(`discovery answered ${response.status}`)
        return v.parse(DiscoverySchema, await response.json())
      })().catch((error: unknown) => {
        discovered.delete(issuer)
        throw new FrameServerError(502, `The login provider is unreachable (${String(error)})`)
      })
      discovered.set(issuer, metadata)
    }
    return metadata
  }

  function keySetOf(jwksUri: string) {
    let keySet = keySets.get(jwksUri)
    if (!keySet) {
      keySet = createRemoteJWKSet(new URL(jwksUri))
      keySets.set(jwksUri, keySet)
    }
    return keySet
  }

  /** the state's login, if it is still waiting (not consumed) */
  function peek(state: string): PendingLogin | undefined {
    const login = pending.get(state)
    if (login && now() > login.expiresAt) {
      pending.delete(state)
      return undefined
    }
    return login
  }

  return {
    peek,
    async authorize(
      provider: SocialProvider,
      hostOrigin: string,
      binding: string,
    ): Promise<string> {
      const config = configOf(provider)
      const metadata = await discover(config.issuer)
      const state = random()
      const nonce = random()
      const verifier = random()
      pending.set(state, {
        provider,
        hostOrigin,
        nonce,
        verifier,
        binding: hashBinding(binding),
        expiresAt: now() + STATE_TTL_MS,
      })
      const url = new URL(metadata.authorization_endpoint)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        state,
        nonce,
        code_challenge: createHash('sha256').update(verifier).digest('base64url'),
        code_challenge_method: 'S256',
      }).toString()
      return url.toString()
    },
    /** the URL the popup ended on → a user, after the code exchange */
    async connect(uri: string, hostOrigin: string, binding: string): Promise<FrameUser> {
      const url = new URL(uri)
      const expected = new URL(redirectUri)
      if (url.origin !== expected.origin || url.pathname !== expected.pathname)
        throw new FrameServerError(400, 'The URI is not this frame’s social callback')
      const state = url.searchParams.get('state') ?? ''
      const login = peek(state)
      // the callback URL alone redeems nothing: the frame instance that began the login must
      if (!login || login.hostOrigin !== hostOrigin || !sameBinding(binding, login.binding))
        throw new FrameServerError(400, 'Unknown or expired social login: start again')
      pending.delete(state)
      const error = url.searchParams.get('error')
      if (error) {
        const description = url.searchParams.get('error_description')
        throw new FrameServerError(400, `Social login failed: ${description ?? error}`)
      }
      const code = url.searchParams.get('code')
      if (!code) throw new FrameServerError(400, 'The social callback carries no code')

      const config = configOf(login.provider)
      const metadata = await discover(config.issuer)
      const response = await fetch(metadata.token_endpoint, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: `Basic ${Buffer.from(`${encodeURIComponent(config.clientId)}:${encodeURIComponent(config.clientSecret)}`).toString('base64')}`,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: login.verifier,
        }),
      })
      const body: unknown = await response.json().catch(() => undefined)
      const tokens = v.safeParse(TokenAnswerSchema, body)
      if (!response.ok || !tokens.success)
        throw new FrameServerError(502, `The login provider refused the code (${response.status})`)
      let payload: unknown
      try {
        ;({ payload } = await jwtVerify(tokens.output.id_token, keySetOf(metadata.jwks_uri), {
          issuer: metadata.issuer,
          audience: config.clientId,
        }))
      } catch (cause) {
        throw new FrameServerError(502, `The ID token is not valid (${String(cause)})`)
      }
      const claims = v.safeParse(ClaimsSchema, payload)
      if (!claims.success || claims.output.nonce !== login.nonce)
        throw new FrameServerError(502, 'The ID token does not match this login')
      const { sub, email, email_verified, name, preferred_username } = claims.output
      // only a verified email is shown as the user's; it never links to an email login
      const verifiedEmail = email && email_verified ? email : undefined
      const userName = preferred_username ?? name ?? verifiedEmail ?? sub
      return users.findOrCreateBySocial(metadata.issuer, sub, {
        userName,
        ...(verifiedEmail ? { email: verifiedEmail } : {}),
      })
    },
  }
}
