import { EMAIL_LOGIN_COOLDOWN } from '../constants.js'

export type GetEmailLoginCooldownParameters = {
  /** ms timestamp of the last email login, as stored; undefined when there was none */
  lastLoginTime: number | undefined
  /** ms timestamp of now */
  now: number
}

/**
 * Docs: /core/utils/getEmailLoginCooldown. Whole seconds (rounded up) before another email
 * login is allowed; 0 when it is allowed now.
 */
export function getEmailLoginCooldown({ lastLoginTime, now }: GetEmailLoginCooldownParameters) {
  if (lastLoginTime === undefined || !Number.isFinite(lastLoginTime) || !Number.isFinite(now))
    return 0
  // a clock set back must not lock the user out for longer than the cooldown itself
  const remaining = Math.min(EMAIL_LOGIN_COOLDOWN, EMAIL_LOGIN_COOLDOWN - (now - lastLoginTime))
  return remaining > 0 ? Math.ceil(remaining / 1_000) : 0
}
