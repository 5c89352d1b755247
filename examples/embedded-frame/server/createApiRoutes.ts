import type { IncomingMessage } from 'node:http'
import {
  EmailStartBodySchema,
  EmailVerifyBodySchema,
  FarcasterStartBodySchema,
  FarcasterStatusBodySchema,
  type FrameUser,
  KeyBackupBodySchema,
  OtpBodySchema,
  SocialAuthorizeBodySchema,
  SocialConnectBodySchema,
  UpdateEmailBodySchema,
} from '../shared/api.js'
import type { EmailLogin } from './emailLogin.js'
import type { createEmailUpdate } from './emailUpdate.js'
import { FrameServerError } from './FrameServerError.js'
import type { createFarcasterLogin } from './farcaster/farcasterLogin.js'
import type { KeyBackups } from './keyBackups.js'
import { readJsonBody } from './readJsonBody.js'
import type { createSocialLogin } from './socialLogin.js'
import type { UserStore } from './users.js'

/** what a route sees: the request, its bearer token and the host origin it acts for */
export type ApiContext = {
  request: IncomingMessage
  token: string | undefined
  hostOrigin: string
  /** the client's address (the socket's, or the proxy's forwarded one when trusted) */
  address: string
}
export type ApiRoute = (context: ApiContext) => Promise<unknown>

/**
 * The frame server's JSON API by `METHOD /path`. Each route parses its body with the shared
 * schemas and answers JSON; a refused request throws a FrameServerError.
 */
export function createApiRoutes({
  users,
  emailLogin,
  emailUpdate,
  socialLogin,
  farcasterLogin,
  backups,
}: {
  users: UserStore
  backups: KeyBackups
  emailLogin: EmailLogin
  emailUpdate: ReturnType<typeof createEmailUpdate>
  socialLogin: ReturnType<typeof createSocialLogin>
  /** absent when no relay is configured */
  farcasterLogin: ReturnType<typeof createFarcasterLogin> | undefined
}): Record<string, ApiRoute> {
  function farcaster() {
    if (!farcasterLogin) throw new FrameServerError(400, 'Farcaster login is not configured')
    return farcasterLogin
  }

  function signedIn({ token }: ApiContext): FrameUser {
    const user = users.readSession(token)
    if (!user) throw new FrameServerError(401, 'Not signed in')
    return user
  }

  return {
    'GET /api/session': async (context) => ({ user: signedIn(context) }),
    'POST /api/session/sign-out': async ({ token }) => {
      if (token) users.endSession(token)
      return {}
    },
    'POST /api/email/start': async (context) => {
      const { email, binding } = await readJsonBody(context.request, EmailStartBodySchema)
      return emailLogin.start(email, users.readSession(context.token), {
        address: context.address,
        binding,
      })
    },
    'POST /api/email/verify': async ({ request, address }) => {
      const { loginId, otp, binding } = await readJsonBody(request, EmailVerifyBodySchema)
      return emailLogin.verify(loginId, otp, { address, binding })
    },
    'POST /api/social/authorize': async ({ request, hostOrigin }) => {
      const { provider, binding } = await readJsonBody(request, SocialAuthorizeBodySchema)
      return { uri: await socialLogin.authorize(provider, hostOrigin, binding) }
    },
    'POST /api/social/connect': async ({ request, hostOrigin }) => {
      const { uri, binding } = await readJsonBody(request, SocialConnectBodySchema)
      const user = await socialLogin.connect(uri, hostOrigin, binding)
      return { token: users.createSession(user.id), user }
    },
    'POST /api/farcaster/start': async ({ request, hostOrigin }) => {
      const { binding } = await readJsonBody(request, FarcasterStartBodySchema)
      return farcaster().start(hostOrigin, binding)
    },
    'POST /api/farcaster/status': async ({ request, hostOrigin }) => {
      const { loginId, binding } = await readJsonBody(request, FarcasterStatusBodySchema)
      const status = await farcaster().status(loginId, hostOrigin, binding)
      if (status.state === 'pending') return status
      return { ...status, token: users.createSession(status.user.id) }
    },
    'GET /api/backup': async (context) => ({ backup: backups.read(signedIn(context).id) }),
    'POST /api/backup': async (context) => {
      const user = signedIn(context)
      const { backup } = await readJsonBody(context.request, KeyBackupBodySchema)
      backups.write(user.id, backup)
      return {}
    },
    'POST /api/email/update': async (context) => {
      const user = signedIn(context)
      const { email } = await readJsonBody(context.request, UpdateEmailBodySchema)
      return emailUpdate.start(user, email, context.address)
    },
    'POST /api/email/update/primary': async (context) => {
      const user = signedIn(context)
      const { otp } = await readJsonBody(context.request, OtpBodySchema)
      await emailUpdate.verifyPrimary(user, otp, context.address)
      return {}
    },
    'POST /api/email/update/secondary': async (context) => {
      const user = signedIn(context)
      const { otp } = await readJsonBody(context.request, OtpBodySchema)
      return emailUpdate.verifySecondary(user, otp, context.address)
    },
  }
}
