import * as v from 'valibot'
import type { SocialProvider } from '../../shared/api.js'

/** Who the provider says signed in: a stable subject, and an email only if it is verified. */
export type ProviderIdentity = {
  subject: string
  /** set only when the provider vouches that the user controls it */
  verifiedEmail?: string | undefined
  userName?: string | undefined
}

/** what a preset may call to read the identity: the provider's JSON API with the access token */
export type IdentityContext = {
  accessToken: string
  /** the checked ID token's claims, for the OpenID Connect presets */
  claims: Record<string, unknown> | undefined
  getJson(url: string): Promise<unknown>
}

/**
 * One provider's OAuth 2.0 settings. Every preset uses the authorization-code flow with PKCE
 * (S256) and `state`; the OpenID Connect ones (google, apple) also send a `nonce` and check
 * the ID token's signature, issuer, audience and nonce.
 */
export type OAuthPreset = {
  /** the identity namespace kept with the subject (a subject is unique per provider only) */
  issuer: string
  authorizeUrl: string
  tokenUrl: string
  scopes: readonly string[]
  /** Facebook's dialog takes commas; the others spaces */
  scopeSeparator?: ',' | ' '
  /** how the client proves itself at the token endpoint */
  tokenRequest: 'post-basic' | 'post-body' | 'get-query'
  /** Apple posts the code back (`response_mode=form_post`) when a name or email is asked */
  responseMode?: 'form_post'
  /** an OpenID Connect ID token comes with the tokens: checked with these */
  idToken?: { issuer: string; jwksUri: string }
  readIdentity(context: IdentityContext): Promise<ProviderIdentity>
}

/** the URL roots of a preset, which a test (or a proxy) may point elsewhere */
export type PresetHosts = Readonly<Record<string, string>>

const GoogleClaims = v.object({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.boolean()),
  name: v.optional(v.string()),
})
// Apple sends email_verified as a boolean or as the string "true"
const AppleClaims = v.object({
  sub: v.string(),
  email: v.optional(v.string()),
  email_verified: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])])),
})
const GitHubUser = v.object({ id: v.number(), login: v.string(), name: v.nullish(v.string()) })
const GitHubEmails = v.array(
  v.object({ email: v.string(), primary: v.boolean(), verified: v.boolean() }),
)
const DiscordUser = v.object({
  id: v.string(),
  username: v.string(),
  global_name: v.nullish(v.string()),
  email: v.nullish(v.string()),
  verified: v.optional(v.boolean()),
})
const XUser = v.object({
  data: v.object({
    id: v.string(),
    username: v.string(),
    name: v.optional(v.string()),
    confirmed_email: v.optional(v.string()),
  }),
})
const FacebookUser = v.object({ id: v.string(), name: v.optional(v.string()) })

const root = (hosts: PresetHosts, name: string, fallback: string) =>
  (hosts[name] ?? fallback).replace(/\/$/, '')

/** The presets, by provider; `hosts` replaces the roots of the provider's URLs. */
export const OAUTH_PRESETS: Record<SocialProvider, (hosts: PresetHosts) => OAuthPreset> = {
  // https://developers.google.com/identity/openid-connect/openid-connect
  // https://developers.google.com/identity/openid-connect/reference (discovery, endpoints)
  google(hosts) {
    const accounts = root(hosts, 'accounts', 'https://accounts.google.com')
    return {
      issuer: 'https://accounts.google.com',
      authorizeUrl: `${accounts}/o/oauth2/v2/auth`,
      tokenUrl: `${root(hosts, 'oauth2', 'https://oauth2.googleapis.com')}/token`,
      scopes: ['openid', 'email', 'profile'],
      tokenRequest: 'post-body',
      idToken: {
        issuer: 'https://accounts.google.com',
        jwksUri: `${root(hosts, 'certs', 'https://www.googleapis.com')}/oauth2/v3/certs`,
      },
      async readIdentity({ claims }) {
        const { sub, email, email_verified, name } = v.parse(GoogleClaims, claims)
        return { subject: sub, verifiedEmail: email_verified ? email : undefined, userName: name }
      },
    }
  },
  // https://developer.apple.com/documentation/signinwithapplerestapi/request-an-authorization-to-the-sign-in-with-apple-server.
  // https://developer.apple.com/documentation/accountorganizationaldatasharing/creating-a-client-secret
  // https://developer.apple.com/documentation/signinwithapplerestapi/authenticating-users-with-sign-in-with-apple
  apple(hosts) {
    const apple = root(hosts, 'appleid', 'https://appleid.apple.com')
    return {
      issuer: 'https://appleid.apple.com',
      authorizeUrl: `${apple}/auth/authorize`,
      tokenUrl: `${apple}/auth/token`,
      // asking for the email makes Apple answer by form_post only
      scopes: ['name', 'email'],
      tokenRequest: 'post-body',
      responseMode: 'form_post',
      idToken: { issuer: 'https://appleid.apple.com', jwksUri: `${apple}/auth/keys` },
      async readIdentity({ claims }) {
        const { sub, email, email_verified } = v.parse(AppleClaims, claims)
        const verified = email_verified === true || email_verified === 'true'
        return { subject: sub, verifiedEmail: verified ? email : undefined }
      },
    }
  },
  // https://docs.github.com/en/apps/oauth-apps/building-oauth-apps/authorizing-oauth-apps
  // https://github.blog/changelog/2025-07-14-pkce-support-for-oauth-and-github-app-authentication
  // https://docs.github.com/en/rest/users/emails (verified flag per address)
  github(hosts) {
    const web = root(hosts, 'web', 'https://github.com')
    const api = root(hosts, 'api', 'https://api.github.com')
    return {
      issuer: 'https://github.com',
      authorizeUrl: `${web}/login/oauth/authorize`,
      tokenUrl: `${web}/login/oauth/access_token`,
      scopes: ['read:user', 'user:email'],
      tokenRequest: 'post-body',
      async readIdentity({ getJson }) {
        const user = v.parse(GitHubUser, await getJson(`${api}/user`))
        const emails = v.parse(GitHubEmails, await getJson(`${api}/user/emails`))
        const primary = emails.find((entry) => entry.primary && entry.verified)
        return { subject: String(user.id), verifiedEmail: primary?.email, userName: user.login }
      },
    }
  },
  // https://discord.com/developers/docs/topics/oauth2 (authorization code grant, endpoints)
  // https://discord.com/developers/docs/resources/user#user-object (email, verified)
  discord(hosts) {
    const discord = root(hosts, 'discord', 'https://discord.com')
    return {
      issuer: 'https://discord.com',
      authorizeUrl: `${discord}/oauth2/authorize`,
      tokenUrl: `${discord}/api/oauth2/token`,
      scopes: ['identify', 'email'],
      tokenRequest: 'post-basic',
      async readIdentity({ getJson }) {
        const user = v.parse(DiscordUser, await getJson(`${discord}/api/users/@me`))
        return {
          subject: user.id,
          verifiedEmail: user.verified === true && user.email ? user.email : undefined,
          userName: user.global_name ?? user.username,
        }
      },
    }
  },
  // https://docs.x.com/fundamentals/authentication/oauth-2-0/user-access-token
  // https://docs.x.com/fundamentals/authentication/oauth-2-0/authorization-code (confidential
  // clients: Basic auth at the token endpoint)
  // https://docs.x.com/x-api/users/lookup/quickstart/authenticated-lookup (GET /2/users/me)
  // `confirmed_email` (scope users.email) is X's confirmed address; it was not in the docs
  // available when this was written: check it against X's current user-fields reference
  x(hosts) {
    const web = root(hosts, 'web', 'https://x.com')
    const api = root(hosts, 'api', 'https://api.x.com')
    return {
      issuer: 'https://x.com',
      authorizeUrl: `${web}/i/oauth2/authorize`,
      tokenUrl: `${api}/2/oauth2/token`,
      scopes: ['users.read', 'tweet.read', 'users.email'],
      tokenRequest: 'post-basic',
      async readIdentity({ getJson }) {
        const { data } = v.parse(
          XUser,
          await getJson(`${api}/2/users/me?user.fields=confirmed_email`),
        )
        // only `confirmed_email` is an address X has confirmed
        return { subject: data.id, verifiedEmail: data.confirmed_email, userName: data.username }
      },
    }
  },
  // https://developers.facebook.com/documentation/facebook-login/guides/advanced/manual-flow
  // https://developers.facebook.com/documentation/facebook-login/guides/advanced/oidc-token (PKCE)
  // https://developers.facebook.com/docs/facebook-login/multiple-providers (the email is not
  // guaranteed verified, so it is never taken as one here)
  facebook(hosts) {
    const web = root(hosts, 'web', 'https://www.facebook.com')
    const graph = root(hosts, 'graph', 'https://graph.facebook.com')
    return {
      issuer: 'https://www.facebook.com',
      authorizeUrl: `${web}/v23.0/dialog/oauth`,
      tokenUrl: `${graph}/v23.0/oauth/access_token`,
      scopes: ['public_profile'],
      scopeSeparator: ',',
      tokenRequest: 'get-query',
      async readIdentity({ getJson }) {
        const user = v.parse(FacebookUser, await getJson(`${graph}/v23.0/me?fields=id,name`))
        return { subject: user.id, userName: user.name }
      },
    }
  },
}
