import { FrameServerError } from './FrameServerError.js'
import type { FrameStore } from './store/FrameStore.js'

/** How many codes may be sent and guessed; every number is per email and per client address. */
export type LoginLimitPolicy = {
  /** least time between two codes to one email (the host shows the same 30 s) */
  sendCooldownMs: number
  /** codes to one email per hour */
  sendsPerEmailPerHour: number
  /** codes any one client address may ask for per hour, whatever the emails */
  sendsPerAddressPerHour: number
  /** wrong codes for one email (across all its logins) before it is locked */
  wrongPerEmail: number
  /** wrong codes from one client address (across all emails) before it is locked */
  wrongPerAddress: number
  /** the first lockout; each next one doubles, up to `maxLockoutMs` */
  lockoutMs: number
  maxLockoutMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitPolicy = {
  sendCooldownMs: 30_000,
  sendsPerEmailPerHour: 5,
  sendsPerAddressPerHour: 20,
  wrongPerEmail: 5,
  wrongPerAddress: 20,
  lockoutMs: 15 * 60_000,
  maxLockoutMs: 24 * 3_600_000,
}

const HOUR = 3_600_000

const tooMany = (message: string, until: number, now: number) =>
  new FrameServerError(429, `${message}: try again in ${Math.ceil((until - now) / 1000)} s`)

/**
 * The server's own count of codes sent and codes guessed, kept by email and by client address,
 * so neither a new login, a new tab nor a cleared host page buys more guesses. A lockout ends
 * on its own and doubles each time (backoff); a right code clears the email's count. The
 * counts are in the frame's store, so a restart does not reset them either.
 */
export function createLoginLimits({
  store: { sends, strikes },
  policy,
  now,
}: {
  store: Pick<FrameStore, 'sends' | 'strikes'>
  policy: LoginLimitPolicy
  now: () => number
}) {
  function recent(key: string): number[] {
    return (sends.get(key) ?? []).filter((at) => at > now() - HOUR)
  }
  function checkLock(key: string, what: string) {
    const entry = strikes.get(key)
    if (entry && entry.lockedUntil > now())
      throw tooMany(`Too many wrong codes ${what}`, entry.lockedUntil, now())
  }
  function strike(key: string, limit: number) {
    const entry = strikes.get(key) ?? { wrong: 0, lockouts: 0, lockedUntil: 0 }
    entry.wrong += 1
    if (entry.wrong >= limit) {
      entry.wrong = 0
      entry.lockouts += 1
      const backoff = policy.lockoutMs * 2 ** Math.min(entry.lockouts - 1, 30)
      entry.lockedUntil = now() + Math.min(backoff, policy.maxLockoutMs)
    }
    strikes.set(key, entry)
  }

  return {
    /** throws 429 when a code may not be sent now; else counts the send */
    send(email: string, address: string) {
      const byEmail = recent(`email:${email}`)
      const last = byEmail.at(-1)
      if (last !== undefined && now() - last < policy.sendCooldownMs)
        throw tooMany('A code was just sent', last + policy.sendCooldownMs, now())
      if (byEmail.length >= policy.sendsPerEmailPerHour)
        throw tooMany('Too many codes for this email', (byEmail[0] ?? now()) + HOUR, now())
      const byAddress = recent(`address:${address}`)
      if (byAddress.length >= policy.sendsPerAddressPerHour)
        throw tooMany(
          'Too many codes asked from this address',
          (byAddress[0] ?? now()) + HOUR,
          now(),
        )
      sends.set(`email:${email}`, [...byEmail, now()])
      sends.set(`address:${address}`, [...byAddress, now()])
    },
    /** throws 429 while the email or the address is locked out */
    checkGuess(email: string, address: string) {
      checkLock(`email:${email}`, 'for this email')
      checkLock(`address:${address}`, 'from this address')
    },
    wrongGuess(email: string, address: string) {
      strike(`email:${email}`, policy.wrongPerEmail)
      strike(`address:${address}`, policy.wrongPerAddress)
    },
    rightGuess(email: string) {
      strikes.delete(`email:${email}`)
    },
  }
}

export type LoginLimits = ReturnType<typeof createLoginLimits>
