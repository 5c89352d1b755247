import { createHash, randomBytes } from 'node:crypto'
import type { createRemoteJWKSet } from 'jose'
import type { FrameUser, SocialProvider } from '../shared/api.js'
import { hashBinding, sameBinding } from './binding.js'
import { FrameServerError } from './FrameServerError.js'
import { exchangeCode } from './social/exchangeCode.js'
import { createProviderResolver, type SocialClientConfig } from './social/resolveProvider.js'
import type { FrameStore } from './store/FrameStore.js'
import type { StoreValue } from './store/storeSchemas.js'
import type { UserStore } from './users.js'

export type {
  AppleClientConfig,
  OidcClientConfig,
  PresetClientConfig,
  SocialClientConfig,
} from './social/resolveProvider.js'

/** the binding is hashed: only the frame instance that began the login redeems its code */
type PendingLogin = StoreValue<'socialLogins'>

// the popup's whole round trip; a state older than this is refused
const STATE_TTL_MS = 10 * 60_000

const random = () => randomBytes(32).toString('base64url')

/**
 * Social login as an OAuth 2 authorization-code flow with PKCE and `state` (and a `nonce` and
 * a checked ID token for OpenID providers): the frame asks for the authorize URL, the popup
 * ends on the frame origin's callback, and the server exchanges the code and reads the
 * identity as the provider's preset says (social/presets.ts).
 */
export function createSocialLogin({
  store: { socialLogins: pending },
  providers,
  redirectUri,
  users,
  now,
}: {
  store: Pick<FrameStore, 'socialLogins'>
  providers: Partial<Record<SocialProvider, SocialClientConfig>>
  redirectUri: string
  users: UserStore
  now: () => number
}) {
  const resolve = createProviderResolver(providers, now)
  const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>()

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
      const { preset, clientId } = await resolve(provider)
      const state = random()
      const nonce = random()
      const verifier = random()
      for (const [key, login] of pending.entries()) if (now() > login.expiresAt) pending.delete(key)
      pending.set(state, {
        provider,
        hostOrigin,
        nonce,
        verifier,
        binding: hashBinding(binding),
        expiresAt: now() + STATE_TTL_MS,
      })
      const url = new URL(preset.authorizeUrl)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: preset.scopes.join(preset.scopeSeparator ?? ' '),
        state,
        ...(preset.idToken ? { nonce } : {}),
        ...(preset.responseMode ? { response_mode: preset.responseMode } : {}),
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
      // single use: a replayed callback finds no login
      pending.delete(state)
      const error = url.searchParams.get('error')
      if (error) {
        const description = url.searchParams.get('error_description')
        throw new FrameServerError(400, `Social login failed: ${description ?? error}`)
      }
      const code = url.searchParams.get('code')
      if (!code) throw new FrameServerError(400, 'The social callback carries no code')
      const resolved = await resolve(login.provider)
      const identity = await exchangeCode(resolved, {
        code,
        verifier: login.verifier,
        nonce: login.nonce,
        redirectUri,
        keySets,
      })
      // only a verified email is kept as the user's; it never links to an email login
      const { subject, verifiedEmail, userName } = identity
      return users.findOrCreateBySocial(resolved.preset.issuer, subject, {
        userName: userName ?? verifiedEmail ?? subject,
        ...(verifiedEmail ? { email: verifiedEmail } : {}),
      })
    },
  }
}
