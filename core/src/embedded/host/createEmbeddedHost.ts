import * as v from 'valibot'
import { getAlertForMessage } from '../../errors/alerts.js'
import { EMAIL_KEY, SOCIAL_PROVIDER_KEY, SOCIAL_USERNAME_KEY } from '../../storage/keys.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { EmbeddedState } from '../../types/embedded.js'
import { createEip155Requests } from './createEip155Requests.js'
import { createFrameTransport } from './createFrameTransport.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import * as email from './emailLogin.js'
import { connectNamespace, createSignOut, watchEmbeddedAccounts } from './embeddedSession.js'
import { SOCIAL_PROVIDERS } from './frameSchemas.js'
import type { HostContext } from './hostContext.js'
import type { EmbeddedHostParameters } from './hostParameters.js'
import { createRequestRpc } from './requestRpc.js'
import { setAccountType } from './setAccountType.js'
import { type EmbeddedFrameRect, showFrame } from './showFrame.js'
import { connectFarcaster, connectSocial, createSocialRedirects } from './socialLogin.js'
import { syncFrameTheme } from './syncFrameTheme.js'

export type { EmbeddedFrameRect } from './showFrame.js'

/** what the last visit kept: the login's email, social provider and username */
function readStoredLogin(parameters: EmbeddedHostParameters): Partial<EmbeddedState> {
  const { storage } = parameters.kit
  return {
    email: storage.get(EMAIL_KEY, v.pipe(v.string(), v.email())),
    socialProvider: storage.get(
      SOCIAL_PROVIDER_KEY,
      v.picklist([...SOCIAL_PROVIDERS, 'farcaster']),
    ),
    userName: storage.get(SOCIAL_USERNAME_KEY, v.string()),
  }
}

/** the shared context: the frame's transport, its events routed to the state and the alerts */
function createHostContext(
  parameters: EmbeddedHostParameters,
  redirects: ReturnType<typeof createSocialRedirects>,
): HostContext {
  const { kit, $state } = parameters
  const ctx: HostContext = {
    ...parameters,
    patch: (fields) => $state.set({ ...$state.get(), ...fields }),
    transport: createFrameTransport({
      frameUrl: parameters.frameUrl,
      projectId: kit.options.projectId,
      log: kit.log,
      onStatus: (frame) => ctx.patch({ frame }),
      onEvent(event, source) {
        if (event.type === 'FRAME_HEIGHT') ctx.patch({ frameHeight: event.payload.height })
        else if (event.type === 'SOCIAL_REDIRECT') redirects.receive(event.payload.uri, source)
        else if (event.type === 'ERROR') {
          kit.log.error('embedded: the frame reported an error', event.payload.message)
          const alert = getAlertForMessage(event.payload.message)
          if (alert) kit._internal.alerts.show(alert.code)
        }
      },
    }),
  }
  return ctx
}

/**
 * Docs: /core/embedded. The host side of the embedded wallet, loaded with `import()` on first
 * use: the frame, the email, social and Farcaster logins, the user of each namespace, the RPC
 * classes with their approval stack, and what the adapters' AUTH connectors call.
 */
export function createEmbeddedHost(parameters: EmbeddedHostParameters) {
  const redirects = createSocialRedirects()
  const ctx = createHostContext(parameters, redirects)
  ctx.patch(readStoredLogin(parameters))
  const requestRpc = createRequestRpc(ctx)
  const signOut = createSignOut(ctx)
  const requestEip155 = createEip155Requests({ ctx, requestRpc, signOut })
  const signer = createSolanaSigner(ctx, requestRpc)
  const stopWatching = watchEmbeddedAccounts(ctx)
  // the frame learns the site and the theme as soon as it can take requests, then each change
  const stopTheme = syncFrameTheme(ctx)

  return {
    connectEmail: (p: { email: string }) => email.connectEmail(ctx, p),
    connectDevice: () => email.connectDevice(ctx),
    verifyOtp: (p: { otp: string }) => email.verifyOtp(ctx, p),
    updateEmail: (p: { email: string }) => email.updateEmail(ctx, p),
    verifyUpdateEmailPrimaryOtp: (p: { otp: string }) => email.verifyUpdateEmailPrimaryOtp(ctx, p),
    verifyUpdateEmailSecondaryOtp: (p: { otp: string }) =>
      email.verifyUpdateEmailSecondaryOtp(ctx, p),
    connectSocial: (p: Parameters<typeof connectSocial>[2]) => connectSocial(ctx, redirects, p),
    connectFarcaster: () => connectFarcaster(ctx),

    /** the eip155 provider's requests */
    requestEip155,
    /** the solana wallet's signing features */
    solanaSigner: () => signer,
    connectNamespace: (namespace: ChainNamespace, p: { silent: boolean }) =>
      connectNamespace(ctx, namespace, p),
    signOut,
    /** SET_PREFERRED_ACCOUNT: the eip155 account becomes the EOA or the smart account */
    setAccountType: (p: { type: 'eoa' | 'smartAccount' }) => setAccountType(ctx, p),
    /** SYNC_THEME with a theme of the caller's (the kit's own follows `$theme` by itself) */
    async syncTheme(p: {
      themeMode: 'light' | 'dark'
      themeVariables?: Record<string, string | number>
    }) {
      await ctx.transport.request('SYNC_THEME', p)
    },
    /** rejects the unsafe requests in flight ('Request was aborted') */
    abort: () => ctx.transport.abort(),
    /** shows the frame over a rect of the page (the approval view), or hides it */
    showFrame: (rect: EmbeddedFrameRect | undefined) => showFrame(ctx.transport.frame, rect),
    destroy() {
      stopTheme()
      stopWatching()
      requestRpc.dispose()
      redirects.cancel()
      ctx.transport.destroy()
    },
  }
}

export type EmbeddedHost = ReturnType<typeof createEmbeddedHost>
