import { FRAME_CONNECT_TIMEOUT } from '../../constants.js'
import { ConnectTimeoutError } from '../../errors/kit.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import { WALLET_ERROR_CODES } from '../../errors/walletCodes.js'
import type { SocialProvider } from '../../types/account.js'
import { completeLogin } from './embeddedSession.js'
import type { HostContext } from './hostContext.js'

/** how often a closed popup is noticed */
const POPUP_POLL = 500

export type SocialRedirects = {
  /** resolves with the URI the popup ended on; rejects when the popup closes or after 30 s */
  wait(popup: Window | null): Promise<string>
  /** a SOCIAL_REDIRECT arrived from `source`: it settles only the login of that popup */
  receive(uri: string, source: MessageEventSource | null): void
  cancel(): void
}

export function createSocialRedirects(): SocialRedirects {
  const waiters = new Set<{
    popup: Window | null
    resolve(uri: string): void
    reject(error: unknown): void
  }>()
  return {
    wait(popup) {
      return new Promise((resolve, reject) => {
        const finish = () => {
          clearTimeout(timer)
          clearInterval(poll)
          waiters.delete(waiter)
        }
        const waiter = {
          popup,
          resolve(uri: string) {
            finish()
            resolve(uri)
          },
          reject(error: unknown) {
            finish()
            reject(error)
          },
        }
        const timer = setTimeout(
          () => waiter.reject(new ConnectTimeoutError({ details: 'No SOCIAL_REDIRECT' })),
          FRAME_CONNECT_TIMEOUT,
        )
        const poll = setInterval(() => {
          if (popup?.closed)
            waiter.reject(
              new ProviderRpcError({
                code: WALLET_ERROR_CODES.USER_REJECTED_REQUEST,
                message: 'The sign-in window was closed',
              }),
            )
        }, POPUP_POLL)
        waiters.add(waiter)
      })
    },
    receive(uri, source) {
      // one redirect answers one login: the one whose popup sent it, never every waiter
      for (const waiter of [...waiters])
        if (source !== null && waiter.popup === source) {
          waiter.resolve(uri)
          return
        }
    },
    cancel() {
      for (const waiter of [...waiters]) waiter.reject(new ConnectTimeoutError())
    },
  }
}

function isTimeout(error: unknown) {
  return error instanceof ConnectTimeoutError
}

/**
 * Social login by redirect: the frame gives the provider's URL, the popup (opened by the
 * caller in the click) goes there, its callback page sends SOCIAL_REDIRECT, and the frame
 * finishes with CONNECT_SOCIAL; the username is kept. A timeout shows SOCIALS_TIMEOUT.
 */
export async function connectSocial(
  ctx: HostContext,
  redirects: SocialRedirects,
  { provider, popup }: { provider: Exclude<SocialProvider, 'farcaster'>; popup: Window | null },
) {
  ctx.patch({ step: 'social', loading: true, socialProvider: provider })
  try {
    const { uri } = await ctx.transport.request('GET_SOCIAL_REDIRECT_URI', { provider })
    const target = popup && !popup.closed ? popup : (globalThis.open?.('', '_blank') ?? null)
    if (!target)
      throw new ProviderRpcError({
        code: WALLET_ERROR_CODES.USER_REJECTED_REQUEST,
        message: 'The sign-in window was blocked',
      })
    target.location.href = uri
    const redirect = await redirects.wait(target)
    target.close()
    const { userName } = await ctx.transport.request('CONNECT_SOCIAL', { uri: redirect })
    ctx.patch({ userName })
    return await completeLogin(ctx, { socialProvider: provider, userName })
  } catch (error) {
    popup?.close()
    if (isTimeout(error)) ctx.kit._internal.alerts.show('SOCIALS_TIMEOUT')
    ctx.patch({ step: 'idle', loading: false, socialProvider: undefined })
    throw error
  }
}

/** Farcaster: the link (shown as a QR code from the state), then the frame waits for it */
export async function connectFarcaster(ctx: HostContext) {
  ctx.patch({ step: 'farcaster', loading: true, socialProvider: 'farcaster' })
  try {
    const { url } = await ctx.transport.request('GET_FARCASTER_URI', {})
    ctx.patch({ farcasterUrl: url })
    const { userName } = await ctx.transport.request('CONNECT_FARCASTER', {})
    ctx.patch({ userName })
    return await completeLogin(ctx, { socialProvider: 'farcaster', userName })
  } catch (error) {
    if (isTimeout(error)) ctx.kit._internal.alerts.show('SOCIALS_TIMEOUT')
    ctx.patch({ step: 'idle', loading: false, socialProvider: undefined })
    throw error
  }
}
