import { randomBytes } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { HOST_ORIGIN_HEADER, type SocialProvider } from '../shared/api.js'
import type { FrameConfig } from '../shared/frameConfig.js'
import { renderCallbackPage } from './callbackPage.js'
import { createApiRoutes } from './createApiRoutes.js'
import { createEmailLogin } from './emailLogin.js'
import { createEmailUpdate } from './emailUpdate.js'
import { FrameServerError } from './FrameServerError.js'
import { createFarcasterLogin, type FarcasterSettings } from './farcaster/farcasterLogin.js'
import { createFramePage } from './framePage.js'
import { renderInboxPage } from './inboxPage.js'
import { createKeyBackups } from './keyBackups.js'
import { createLoginLimits, DEFAULT_LOGIN_LIMITS, type LoginLimitPolicy } from './loginLimits.js'
import { createDevInbox, type DevInbox, type Mailer } from './mailer.js'
import { sendJson } from './sendJson.js'
import { formPostLocation } from './social/formPostCallback.js'
import { createSocialLogin, type SocialClientConfig } from './socialLogin.js'
import { createMemoryStore } from './store/createMemoryStore.js'
import type { FrameStore } from './store/FrameStore.js'
import { createUserStore } from './users.js'

export type FrameRpcUrls = {
  /** EIP-155 chain id → JSON-RPC URL (the frame reads and sends there) */
  eip155: Readonly<Record<number, string>>
  /** Solana genesis-hash reference → JSON-RPC URL, for reads and signAndSend */
  solana?: Readonly<Record<string, string>>
}

export type FrameHandlerOptions = {
  /** this server's own origin, as browsers see it (the frame's origin) */
  origin: string
  /** host origins the frame serves; any other gets 'Unauthorized: origin not allowed' */
  allowedOrigins: readonly string[]
  rpcUrls: FrameRpcUrls
  /** delivers login codes; without one, the dev inbox keeps them and `/inbox` shows them */
  mailer?: Mailer | undefined
  socialProviders?: Partial<Record<SocialProvider, SocialClientConfig>>
  /** Sign In With Farcaster through this relay; without it Farcaster login is refused */
  farcaster?: FarcasterSettings | undefined
  /**
   * users, sessions, backups, login counts and pending logins (store/); in memory when not
   * given. The caller owns a store it passes in and closes it after `dispose`.
   */
  store?: FrameStore | undefined
  /** a folder built before with Vite; without it the page is built on first use */
  builtDir?: string | undefined
  otpTtlMs?: number
  sessionTtlMs?: number
  /** codes sent and guessed, per email and per client address (loginLimits.ts has defaults) */
  loginLimits?: Partial<LoginLimitPolicy>
  /**
   * behind a reverse proxy: the client address is the last one it appends to
   * `x-forwarded-for`; without this the socket's address is used
   */
  trustProxy?: boolean
  now?: () => number
}

export type FrameHandler = {
  handle(request: IncomingMessage, response: ServerResponse): void
  /** the dev inbox, when no mailer was given */
  inbox: DevInbox | undefined
  dispose(): void
}

/** Docs: /examples/embedded-frame. The frame server's routes: the page, its API and dev pages. */
export function createFrameHandler(options: FrameHandlerOptions): FrameHandler {
  const now = options.now ?? Date.now
  const allowed = new Set(options.allowedOrigins.map((origin) => new URL(origin).origin))
  const inbox = options.mailer ? undefined : createDevInbox()
  const mailer = options.mailer ?? (inbox as DevInbox)
  const policy = { ttlMs: options.otpTtlMs ?? 10 * 60_000, maxAttempts: 5, now }
  const store = options.store ?? createMemoryStore()
  const users = createUserStore({
    store,
    sessionTtlMs: options.sessionTtlMs ?? 7 * 24 * 3_600_000,
    now,
  })
  const socialLogin = createSocialLogin({
    store,
    providers: options.socialProviders ?? {},
    redirectUri: `${options.origin}/social/callback`,
    users,
    now,
  })
  const limits = createLoginLimits({
    store,
    policy: { ...DEFAULT_LOGIN_LIMITS, ...options.loginLimits },
    now,
  })
  const routes = createApiRoutes({
    users,
    backups: createKeyBackups(store),
    socialLogin,
    farcasterLogin:
      options.farcaster &&
      createFarcasterLogin({
        store,
        settings: options.farcaster,
        origin: options.origin,
        users,
        now,
      }),
    emailLogin: createEmailLogin({ store, mailer, users, policy, limits }),
    emailUpdate: createEmailUpdate({ store, mailer, users, policy, limits }),
  })

  function clientAddress(request: IncomingMessage): string {
    const forwarded = request.headers['x-forwarded-for']
    if (options.trustProxy && typeof forwarded === 'string') {
      // the proxy appends the address it saw; anything before it the client could have sent
      const last = forwarded.split(',').at(-1)?.trim()
      if (last) return last
    }
    return request.socket.remoteAddress ?? 'unknown'
  }
  const page = createFramePage({ builtDir: options.builtDir })

  function frameConfig(hostOrigin: string): FrameConfig {
    return {
      hostOrigin,
      allowed: allowed.has(hostOrigin),
      evmChains: Object.entries(options.rpcUrls.eip155).map(([id, rpcUrl]) => ({
        id: Number(id),
        rpcUrl,
      })),
      solanaChains: Object.entries(options.rpcUrls.solana ?? {}).map(([id, rpcUrl]) => ({
        id,
        rpcUrl,
      })),
    }
  }

  async function api(request: IncomingMessage, response: ServerResponse, path: string) {
    const route = routes[`${request.method} ${path}`]
    if (!route) throw new FrameServerError(404, `No route ${request.method} ${path}`)
    // only the frame page itself calls the API: a browser on another origin is refused
    const requestOrigin = request.headers.origin
    if (requestOrigin && requestOrigin !== options.origin)
      throw new FrameServerError(403, 'Cross-origin calls are not accepted')
    const hostOrigin = request.headers[HOST_ORIGIN_HEADER]
    if (typeof hostOrigin !== 'string' || !allowed.has(hostOrigin))
      throw new FrameServerError(403, 'Unauthorized: origin not allowed')
    const auth = request.headers.authorization
    const token = auth?.startsWith('Bearer ') ? auth.slice(7) : undefined
    const address = clientAddress(request)
    sendJson(response, 200, await route({ request, token, hostOrigin, address }))
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', options.origin)
    const path = url.pathname
    if (path.startsWith('/api/')) return api(request, response, path)
    if (path === '/social/callback' && request.method === 'POST') {
      const location = await formPostLocation(request, `${options.origin}/social/callback`)
      response.writeHead(303, { location, 'cache-control': 'no-store' })
      response.end()
      return
    }
    if (request.method !== 'GET') throw new FrameServerError(405, 'Method not allowed')
    if (path === '/' || path === '/index.html') {
      const hostOrigin = url.searchParams.get('origin')
      if (!hostOrigin || !URL.canParse(hostOrigin))
        throw new FrameServerError(
          400,
          'This is an embedded wallet frame: open it as ?origin=<host origin>',
        )
      const { html, headers } = await page.render(frameConfig(new URL(hostOrigin).origin))
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...headers,
      })
      response.end(html)
      return
    }
    if (path === '/social/callback') {
      const hostOrigin = socialLogin.peek(url.searchParams.get('state') ?? '')?.hostOrigin
      const nonce = randomBytes(16).toString('base64')
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': `default-src 'none'; script-src 'nonce-${nonce}'`,
      })
      response.end(
        renderCallbackPage(hostOrigin && allowed.has(hostOrigin) ? hostOrigin : undefined, nonce),
      )
      return
    }
    if (path === '/inbox' && inbox) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      })
      response.end(renderInboxPage(inbox))
      return
    }
    if (path.startsWith('/assets/')) {
      const asset = await page.asset(path)
      if (asset) {
        response.writeHead(200, { 'content-type': asset.type, 'cache-control': 'no-cache' })
        response.end(asset.body)
        return
      }
    }
    throw new FrameServerError(404, 'Not found')
  }

  return {
    inbox,
    handle(request, response) {
      route(request, response).catch((error: unknown) => {
        if (response.headersSent) {
          response.destroy()
          return
        }
        if (error instanceof FrameServerError)
          return sendJson(response, error.status, { error: error.message })
        console.error('[embedded-frame] unexpected error', error)
        sendJson(response, 500, { error: 'Something went wrong' })
      })
    },
    dispose: () => page.dispose(),
  }
}
