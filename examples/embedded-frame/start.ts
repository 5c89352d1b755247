import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  createFrameHandler,
  type FrameHandlerOptions,
  type FrameRpcUrls,
} from './server/createFrameHandler.js'
import type { DevInbox, Mailer } from './server/mailer.js'
import type { SocialClientConfig } from './server/socialLogin.js'
import { type LocalOidcProvider, startOidcProvider } from './server/startOidcProvider.js'
import type { FrameStore } from './server/store/FrameStore.js'
import { openSqliteStore, type SqliteStoreOptions } from './server/store/openSqliteStore.js'
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
  socialProviders?: Partial<Record<SocialProvider, SocialClientConfig>>
  /** a folder built before with `vite build examples/embedded-frame`; else built on first use */
  builtDir?: string
  /**
   * where users, sessions, backups and login counts live: a store to use (the caller closes
   * it), or a SQLite file to open and close with the server; in memory when neither is given
   */
  store?: FrameStore | SqliteStoreOptions
  /** the interface to listen on; 127.0.0.1 unless given (behind a proxy, keep it so) */
  listenHost?: string
  /**
   * the frame's public origin (e.g. `https://wallet.example`), as browsers see it behind the
   * TLS proxy; by default `http://localhost:PORT`
   */
  publicOrigin?: string
} & Pick<
  FrameHandlerOptions,
  'otpTtlMs' | 'sessionTtlMs' | 'now' | 'loginLimits' | 'trustProxy' | 'farcaster'
>

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
 * Docs: /examples/embedded-frame. Starts the reference frame server on 127.0.0.1 (or
 * `listenHost`), served as `http://localhost:PORT` (or `publicOrigin`) so the frame has an
 * origin of its own beside a host on 127.0.0.1, and, unless providers are given, a local
 * OpenID Connect provider for social login. A SQLite store is opened first, so a damaged file
 * stops the start (FrameStoreError) before anything listens.
 */
export async function startEmbeddedFrame({
  allowedOrigins,
  rpcUrls,
  port = 0,
  mailer,
  socialProviders,
  builtDir,
  store: storeOption,
  listenHost = '127.0.0.1',
  publicOrigin,
  ...policy
}: StartEmbeddedFrameParameters): Promise<EmbeddedFrame> {
  // opened first: a damaged store file stops the start before anything listens
  const ownStore = storeOption && 'file' in storeOption
  const store = ownStore ? await openSqliteStore(storeOption) : storeOption
  const server = createServer()
  let oidc: LocalOidcProvider | undefined
  let origin: string
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, listenHost, () => resolve())
    })
    origin = publicOrigin
      ? new URL(publicOrigin).origin
      : `http://localhost:${(server.address() as AddressInfo).port}`
    if (!socialProviders)
      oidc = await startOidcProvider({ redirectUri: `${origin}/social/callback` })
  } catch (error) {
    server.close()
    if (ownStore) store?.close()
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
    store,
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
      if (ownStore) store?.close()
    },
  }
}
