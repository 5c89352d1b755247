import { importPKCS8, SignJWT } from 'jose'
import * as v from 'valibot'
import type { SocialProvider } from '../../shared/api.js'
import { FrameServerError } from '../FrameServerError.js'
import { OAUTH_PRESETS, type OAuthPreset, type PresetHosts } from './presets.js'

/** Any OpenID Connect provider, found by discovery (the local provider of the demo and tests). */
export type OidcClientConfig = { issuer: string; clientId: string; clientSecret: string }
/** A preset provider (presets.ts) with the site's client id and secret. */
export type PresetClientConfig = {
  preset: Exclude<SocialProvider, 'apple'>
  clientId: string
  clientSecret: string
  /** replaces the preset's URL roots (tests, an egress proxy) */
  hosts?: PresetHosts
}
/** Sign in with Apple: the client secret is a short JWT signed with the team's key. */
export type AppleClientConfig = {
  preset: 'apple'
  /** the Services ID */
  clientId: string
  teamId: string
  keyId: string
  /** the .p8 key Apple issued, PEM (PKCS #8) */
  privateKeyPem: string
  hosts?: PresetHosts
}
export type SocialClientConfig = OidcClientConfig | PresetClientConfig | AppleClientConfig

/** a configured provider, ready for a login: its settings and its client credentials */
export type ResolvedProvider = {
  preset: OAuthPreset
  clientId: string
  clientSecret(): Promise<string>
}

const DiscoverySchema = v.object({
  issuer: v.string(),
  authorization_endpoint: v.pipe(v.string(), v.url()),
  token_endpoint: v.pipe(v.string(), v.url()),
  jwks_uri: v.pipe(v.string(), v.url()),
})
const OidcClaims = v.object({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
  preferred_username: v.optional(v.string()),
})

async function discover(config: OidcClientConfig): Promise<ResolvedProvider> {
  const response = await fetch(
    `${config.issuer.replace(/\/$/, '')}/.well-known/openid-configuration`,
  )
  if (!response.ok) throw new Error(`discovery answered ${response.status}`)
  const metadata = v.parse(DiscoverySchema, await response.json())
  return {
    clientId: config.clientId,
    clientSecret: async () => config.clientSecret,
    preset: {
      issuer: metadata.issuer,
      authorizeUrl: metadata.authorization_endpoint,
      tokenUrl: metadata.token_endpoint,
      scopes: ['openid', 'email', 'profile'],
      tokenRequest: 'post-basic',
      idToken: { issuer: metadata.issuer, jwksUri: metadata.jwks_uri },
      async readIdentity({ claims }) {
        const { sub, email, email_verified, name, preferred_username } = v.parse(OidcClaims, claims)
        const verifiedEmail = email && email_verified ? email : undefined
        return { subject: sub, verifiedEmail, userName: preferred_username ?? name }
      },
    },
  }
}

/** Apple's client secret: ES256, iss = team, sub = Services ID, aud = Apple, short-lived */
function appleSecret(config: AppleClientConfig, now: () => number) {
  return async () => {
    const key = await importPKCS8(config.privateKeyPem, 'ES256')
    const seconds = Math.floor(now() / 1000)
    return new SignJWT({})
      .setProtectedHeader({ alg: 'ES256', kid: config.keyId })
      .setIssuer(config.teamId)
      .setSubject(config.clientId)
      .setAudience('https://appleid.apple.com')
      .setIssuedAt(seconds)
      .setExpirationTime(seconds + 300)
      .sign(key)
  }
}

/** The settings of each configured provider, resolved once (a failed discovery is retried). */
export function createProviderResolver(
  configs: Partial<Record<SocialProvider, SocialClientConfig>>,
  now: () => number,
) {
  const resolved = new Map<SocialProvider, Promise<ResolvedProvider>>()
  return function resolve(provider: SocialProvider): Promise<ResolvedProvider> {
    const config = configs[provider]
    if (!config) throw new FrameServerError(400, `Social login with ${provider} is not configured`)
    let entry = resolved.get(provider)
    if (entry) return entry
    if (!('preset' in config)) entry = discover(config)
    else if (config.preset === 'apple')
      entry = Promise.resolve({
        preset: OAUTH_PRESETS.apple(config.hosts ?? {}),
        clientId: config.clientId,
        clientSecret: appleSecret(config, now),
      })
    else
      entry = Promise.resolve({
        preset: OAUTH_PRESETS[config.preset](config.hosts ?? {}),
        clientId: config.clientId,
        clientSecret: async () => config.clientSecret,
      })
    entry = entry.catch((error: unknown) => {
      resolved.delete(provider)
      throw new FrameServerError(502, `The login provider is unreachable (${String(error)})`)
    })
    resolved.set(provider, entry)
    return entry
  }
}
