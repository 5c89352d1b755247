import type { FrameUser } from '../shared/api.js'
import { FrameServerError } from './FrameServerError.js'
import type { LoginLimits } from './loginLimits.js'
import type { Mailer } from './mailer.js'
import { checkOtp, issueOtp, type OtpPolicy } from './otp.js'
import type { FrameStore } from './store/FrameStore.js'
import type { StoreValue } from './store/storeSchemas.js'
import type { UserStore } from './users.js'

type Pending = StoreValue<'emailChanges'>

/**
 * Changing a user's email: a code to the current address first (VERIFY_PRIMARY_OTP), then one
 * to the new address (VERIFY_SECONDARY_OTP). A user with no email yet (a social login) only
 * proves the new one.
 */
export function createEmailUpdate({
  store: { emailChanges: pending },
  mailer,
  users,
  policy,
  limits,
}: {
  store: Pick<FrameStore, 'emailChanges'>
  mailer: Mailer
  users: UserStore
  policy: OtpPolicy
  /** the login's limits: an email change could otherwise flood any inbox or guess codes */
  limits: LoginLimits
}) {
  async function sendCode(to: string, purpose: string, address: string) {
    limits.send(to, address)
    const { code, challenge } = issueOtp(policy)
    await mailer.send({
      to,
      subject: `Your email change code: ${code}`,
      text: `Your Walletport code to ${purpose} is ${code}.\nIf you did not ask for it, ignore this email.`,
    })
    return challenge
  }

  function check(user: FrameUser, stage: Pending['stage'], otp: string, address: string): Pending {
    const entry = pending.get(user.id)
    if (!entry || entry.stage !== stage)
      throw new FrameServerError(400, 'No email change is waiting for this code')
    const key = `user:${user.id}`
    limits.checkGuess(key, address)
    const result = checkOtp(entry, otp, policy)
    if (!result.ok) {
      if (result.consumed) pending.delete(user.id)
      else pending.set(user.id, entry)
      if (!result.expired) limits.wrongGuess(key, address)
      throw result.error
    }
    limits.rightGuess(key)
    return entry
  }

  return {
    async start(user: FrameUser, newEmail: string, address: string) {
      if (newEmail === user.email) throw new FrameServerError(400, 'That is already your email')
      if (users.isEmailTaken(newEmail, user.id))
        throw new FrameServerError(409, 'That email belongs to another account')
      if (user.email) {
        const challenge = await sendCode(user.email, `change your email to ${newEmail}`, address)
        pending.set(user.id, { ...challenge, newEmail, stage: 'primary' })
        return { action: 'VERIFY_PRIMARY_OTP' as const }
      }
      const challenge = await sendCode(newEmail, 'confirm this email', address)
      pending.set(user.id, { ...challenge, newEmail, stage: 'secondary' })
      return { action: 'VERIFY_SECONDARY_OTP' as const }
    },
    async verifyPrimary(user: FrameUser, otp: string, address: string) {
      const entry = check(user, 'primary', otp, address)
      const challenge = await sendCode(entry.newEmail, 'confirm this email', address)
      pending.set(user.id, { ...challenge, newEmail: entry.newEmail, stage: 'secondary' })
    },
    verifySecondary(user: FrameUser, otp: string, address: string) {
      const entry = check(user, 'secondary', otp, address)
      pending.delete(user.id)
      if (users.isEmailTaken(entry.newEmail, user.id))
        throw new FrameServerError(409, 'That email belongs to another account')
      return { newEmail: entry.newEmail, user: users.changeEmail(user.id, entry.newEmail) }
    },
  }
}
