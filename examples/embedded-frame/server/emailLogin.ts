import { randomUUID } from 'node:crypto'
import type { FrameUser } from '../shared/api.js'
import { FrameServerError } from './FrameServerError.js'
import type { Mailer } from './mailer.js'
import { checkOtp, issueOtp, type OtpChallenge, type OtpPolicy } from './otp.js'
import type { UserStore } from './users.js'

export type EmailLogin = ReturnType<typeof createEmailLogin>

/**
 * Email login by one-time code. Every new sign-in verifies a code (VERIFY_OTP): the code is
 * what proves the mailbox, and the browser that enters it becomes a signed-in device, so a
 * separate device check (VERIFY_DEVICE) adds nothing here. The 30 s resend cooldown is the
 * host's (SPEC section 5); a new code replaces the email's previous one.
 */
export function createEmailLogin({
  mailer,
  users,
  policy,
}: {
  mailer: Mailer
  users: UserStore
  policy: OtpPolicy
}) {
  const logins = new Map<string, OtpChallenge & { email: string }>()

  return {
    async start(email: string, current: FrameUser | undefined) {
      // already signed in as this email: nothing to verify
      if (current?.email === email) return { action: 'CONNECT' as const, user: current }
      for (const [id, login] of logins) if (login.email === email) logins.delete(id)
      const { code, challenge } = issueOtp(policy)
      const loginId = randomUUID()
      logins.set(loginId, { ...challenge, email })
      await mailer.send({
        to: email,
        subject: `Your sign-in code: ${code}`,
        text: `Your Walletport sign-in code is ${code}.\nIt expires in ${Math.round(policy.ttlMs / 60_000)} minutes. If you did not ask for it, ignore this email.`,
      })
      return { action: 'VERIFY_OTP' as const, loginId }
    },
    verify(loginId: string, otp: string) {
      const login = logins.get(loginId)
      if (!login) throw new FrameServerError(400, 'No sign-in is waiting for a code: start again')
      const result = checkOtp(login, otp, policy)
      if (!result.ok) {
        if (result.consumed) logins.delete(loginId)
        throw result.error
      }
      logins.delete(loginId)
      const user = users.findOrCreateByEmail(login.email)
      return { token: users.createSession(user.id), user }
    },
  }
}
