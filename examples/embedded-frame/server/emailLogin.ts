import { randomUUID } from 'node:crypto'
import type { FrameUser } from '../shared/api.js'
import { hashBinding, sameBinding } from './binding.js'
import { FrameServerError } from './FrameServerError.js'
import type { LoginLimits } from './loginLimits.js'
import type { Mailer } from './mailer.js'
import { checkOtp, issueOtp, type OtpPolicy } from './otp.js'
import type { FrameStore } from './store/FrameStore.js'
import type { UserStore } from './users.js'

export type EmailLogin = ReturnType<typeof createEmailLogin>

/** what the server knows of the caller: its address, and the frame instance's binding */
export type Caller = { address: string; binding: string }

/**
 * Email login by one-time code. Every new sign-in verifies a code (VERIFY_OTP): the code is
 * what proves the mailbox, and the browser that enters it becomes a signed-in device, so a
 * separate device check (VERIFY_DEVICE) adds nothing here. Codes sent and guessed are
 * limited by the server (`limits`), per email and per client address; a new code replaces
 * the email's previous one, and a login is finished only by the frame instance that began it.
 */
export function createEmailLogin({
  store: { emailLogins: logins },
  mailer,
  users,
  policy,
  limits,
}: {
  store: Pick<FrameStore, 'emailLogins'>
  mailer: Mailer
  users: UserStore
  policy: OtpPolicy
  limits: LoginLimits
}) {
  return {
    async start(email: string, current: FrameUser | undefined, caller: Caller) {
      // already signed in as this email: nothing to verify
      if (current?.email === email) return { action: 'CONNECT' as const, user: current }
      limits.send(email, caller.address)
      // a new code replaces the email's last one; expired ones of any email go too
      for (const [id, login] of logins.entries())
        if (login.email === email || login.expiresAt < policy.now()) logins.delete(id)
      const { code, challenge } = issueOtp(policy)
      const loginId = randomUUID()
      logins.set(loginId, { ...challenge, email, binding: hashBinding(caller.binding) })
      await mailer.send({
        to: email,
        subject: `Your sign-in code: ${code}`,
        text: `Your Walletport sign-in code is ${code}.\nIt expires in ${Math.round(policy.ttlMs / 60_000)} minutes. If you did not ask for it, ignore this email.`,
      })
      return { action: 'VERIFY_OTP' as const, loginId }
    },
    verify(loginId: string, otp: string, caller: Caller) {
      const login = logins.get(loginId)
      if (!login || !sameBinding(caller.binding, login.binding))
        throw new FrameServerError(400, 'No sign-in is waiting for a code: start again')
      limits.checkGuess(login.email, caller.address)
      const result = checkOtp(login, otp, policy)
      if (!result.ok) {
        if (result.consumed) logins.delete(loginId)
        else logins.set(loginId, login)
        // an expired code is no guess; a wrong one counts for the email and the address
        if (!result.expired) limits.wrongGuess(login.email, caller.address)
        throw result.error
      }
      limits.rightGuess(login.email)
      logins.delete(loginId)
      const user = users.findOrCreateByEmail(login.email)
      return { token: users.createSession(user.id), user }
    },
  }
}
