import * as v from 'valibot'
import { EMAIL_KEY, EMAIL_LOGIN_TIME_KEY } from '../../storage/keys.js'
import { assertEmailLoginAllowed } from '../../utils/assertEmailLoginAllowed.js'
import { completeLogin } from './embeddedSession.js'
import type { HostContext } from './hostContext.js'

function assertCooldown(ctx: HostContext) {
  const lastLoginTime = ctx.kit.storage.get(EMAIL_LOGIN_TIME_KEY, v.number())
  assertEmailLoginAllowed({ lastLoginTime, now: ctx.now() })
}

/** a step of a login: loading while it runs, back to idle when it fails */
async function step<T>(ctx: HostContext, run: () => Promise<T>): Promise<T> {
  ctx.patch({ loading: true })
  try {
    return await run()
  } catch (error) {
    ctx.patch({ loading: false })
    throw error
  }
}

/**
 * Email login, step 1: within 30 s of the last email, 'Please try again
 * after N seconds'; then the frame sends the email and says what comes next: device
 * verification, an OTP, or nothing (CONNECT: the login completes here).
 */
export function connectEmail(ctx: HostContext, { email }: { email: string }) {
  return step(ctx, async () => {
    assertCooldown(ctx)
    ctx.patch({ email })
    const { action } = await ctx.transport.request('CONNECT_EMAIL', { email })
    ctx.kit.storage.set(EMAIL_LOGIN_TIME_KEY, ctx.now())
    ctx.kit.storage.set(EMAIL_KEY, email)
    if (action === 'CONNECT') await completeLogin(ctx)
    else
      ctx.patch({ step: action === 'VERIFY_DEVICE' ? 'verifyDevice' : 'verifyOtp', loading: false })
    return { action }
  })
}

/** waits until the user approves this device from the email; an OTP follows */
export function connectDevice(ctx: HostContext) {
  return step(ctx, async () => {
    await ctx.transport.request('CONNECT_DEVICE', {})
    ctx.patch({ step: 'verifyOtp', loading: false })
  })
}

/** the OTP from the email; the login completes */
export function verifyOtp(ctx: HostContext, { otp }: { otp: string }) {
  return step(ctx, async () => {
    await ctx.transport.request('CONNECT_OTP', { otp })
    return completeLogin(ctx)
  })
}

/** starts changing the signed-in email (same cooldown); the frame says which OTP comes next */
export function updateEmail(ctx: HostContext, { email }: { email: string }) {
  return step(ctx, async () => {
    assertCooldown(ctx)
    const { action } = await ctx.transport.request('UPDATE_EMAIL', { email })
    ctx.kit.storage.set(EMAIL_LOGIN_TIME_KEY, ctx.now())
    ctx.patch({ loading: false })
    return { action }
  })
}

/** the OTP sent to the current email */
export function verifyUpdateEmailPrimaryOtp(ctx: HostContext, { otp }: { otp: string }) {
  return step(ctx, async () => {
    await ctx.transport.request('UPDATE_EMAIL_PRIMARY_OTP', { otp })
    ctx.patch({ loading: false })
  })
}

/** the OTP sent to the new email: the user's email changes */
export function verifyUpdateEmailSecondaryOtp(ctx: HostContext, { otp }: { otp: string }) {
  return step(ctx, async () => {
    const { newEmail } = await ctx.transport.request('UPDATE_EMAIL_SECONDARY_OTP', { otp })
    const { users } = ctx.$state.get()
    ctx.patch({
      email: newEmail,
      loading: false,
      users: Object.fromEntries(
        Object.entries(users).map(([namespace, user]) => [namespace, { ...user, email: newEmail }]),
      ),
    })
    ctx.kit.storage.set(EMAIL_KEY, newEmail)
    return { newEmail }
  })
}
