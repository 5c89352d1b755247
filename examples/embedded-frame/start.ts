import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createFrameHandler,
  type FrameHandlerOptions,
  type FrameRpcUrls,
} from './server/createFrameHandler.js'
import type { DevInbox, Mailer } from './server/mailer.js'
import type { OidcClientConfig } from './server/socialLogin.js'
import { type LocalOidcProvider, startOidcProvider } from './server/startOidcProvider.js'
import { SOCIAL_PROVIDERS, type SocialProvider } from './shared/api.js'

export type StartEmbeddedFrameParameters = {
  /** host page origins the frame serves (e.g. the demo app's) */
  allowedOrigins: readonly string[]
  rpcUrls: FrameRpcUrls
  /** 0 (the default) lets the system pick a free port */
  port?: number
  /** delivers login codes; without one the dev inbox page (`/inbox`) shows them */
  mailer?: Mailer
  /**
   * the OpenID Connect providers behind the social buttons; without them a local provider
   * (oidc-provider, one test user) starts and stands behind every button
   */
  socialProviders?: Partial<Record<SocialProvider, OidcClientConfig>>
  /** a folder built before with `vite build examples/embedded-frame`; else built on first use */
  builtDir?: string
} & Pick<FrameHandlerOptions, 'otpTtlMs' | 'sessionTtlMs' | 'now' | 'loginLimits' | 'trustProxy'>

export type EmbeddedFrame = {
  /** the frame page, the kit's `embeddedWallet` endpoint: `http://localhost:PORT/` */
  url: string
  origin: string
  /** the dev inbox page, when no mailer was given */
  inboxUrl: string | undefined
  inbox: DevInbox | undefined
  /** the local OpenID provider's issuer, when it was started */
  oidcIssuer: string | undefined
  close(): Promise<void>
}

/**
 * Docs: /examples/embedded-frame. Starts the reference frame server on 127.0.0.1, served as
 * `http://localhost:PORT` so the frame has an origin of its own beside a host on 127.0.0.1,
 * and, unless providers are given, a local OpenID Connect provider for social login.
 */
export async function startEmbeddedFrame({
  allowedOrigins,
  rpcUrls,
  port = 0,
  mailer,
  socialProviders,
  builtDir,
  ...policy
}: StartEmbeddedFrameParameters): Promise<EmbeddedFrame> {
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`
  let oidc: LocalOidcProvider | undefined
  try {
    if (!socialProviders)
      oidc = await startOidcProvider({ redirectUri: `${origin}/social/callback` })
  } catch (error) {
    server.close()
    throw error
  }
  const local = oidc && {
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    clientSecret: oidc.clientSecret,
  }
  const handler = createFrameHandler({
    origin,
    allowedOrigins,
    rpcUrls,
    mailer,
    builtDir,
    socialProviders:
      socialProviders ?? Object.fromEntries(SOCIAL_PROVIDERS.map((provider) => [provider, local])),
    ...policy,
  })
  server.on('request', handler.handle)
  return {
    url: `${origin}/`,
    origin,
    inboxUrl: handler.inbox ? `${origin}/inbox` : undefined,
    inbox: handler.inbox,
    oidcIssuer: oidc?.issuer,
    async close() {
      server.closeAllConnections()
      await Promise.all([
        new Promise<void>((resolve) => server.close(() => resolve())),
        oidc?.close(),
      ])
      handler.dispose()
    },
  }
}
