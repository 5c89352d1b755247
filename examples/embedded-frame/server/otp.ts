import { createHash, randomInt, timingSafeEqual } from 'node:crypto'
import { FrameServerError } from './FrameServerError.js'
import type { CodeRecord } from './store/storeSchemas.js'

/** An issued one-time code: only its hash (hex) is kept. */
export type OtpChallenge = CodeRecord

export type OtpPolicy = { ttlMs: number; maxAttempts: number; now: () => number }

function hash(code: string): Buffer {
  return createHash('sha256').update(code).digest()
}

/** A fresh 6-digit code from the OS's random source, and the challenge that checks it. */
export function issueOtp(policy: OtpPolicy): { code: string; challenge: OtpChallenge } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  return {
    code,
    challenge: {
      codeHash: hash(code).toString('hex'),
      expiresAt: policy.now() + policy.ttlMs,
      attemptsLeft: policy.maxAttempts,
    },
  }
}

/**
 * Checks a code against its challenge. A wrong code spends an attempt (the caller writes the
 * challenge back); `consumed` says it is finished (right, expired or out of attempts) and
 * must be dropped.
 */
export function checkOtp(
  challenge: OtpChallenge,
  code: string,
  policy: OtpPolicy,
): { ok: true } | { ok: false; consumed: boolean; expired: boolean; error: FrameServerError } {
  if (policy.now() > challenge.expiresAt)
    return {
      ok: false,
      consumed: true,
      expired: true,
      error: new FrameServerError(400, 'The code has expired: request a new one'),
    }
  // compares hashes in constant time, so timing says nothing about the code
  if (timingSafeEqual(hash(code), Buffer.from(challenge.codeHash, 'hex'))) return { ok: true }
  challenge.attemptsLeft -= 1
  if (challenge.attemptsLeft <= 0)
    return {
      ok: false,
      consumed: true,
      expired: false,
      error: new FrameServerError(400, 'Too many wrong codes: request a new one'),
    }
  return {
    ok: false,
    consumed: false,
    expired: false,
    error: new FrameServerError(400, `Invalid code (${challenge.attemptsLeft} attempts left)`),
  }
}
