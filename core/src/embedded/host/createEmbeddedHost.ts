import * as v from 'valibot'
import { getAlertForMessage } from '../../errors/alerts.js'
import { EMAIL_KEY, SOCIAL_PROVIDER_KEY, SOCIAL_USERNAME_KEY } from '../../storage/keys.js'
import type { ChainNamespace } from '../../types/caip.js'
import type { EmbeddedState } from '../../types/embedded.js'
import { SDK_TYPE, SDK_VERSION } from '../../version.js'
import { createEip155Requests } from './createEip155Requests.js'
import { createFrameTransport } from './createFrameTransport.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import * as email from './emailLogin.js'
import { connectNamespace, createSignOut, watchEmbeddedAccounts } from './embeddedSession.js'
import { SOCIAL_PROVIDERS } from './frameSchemas.js'
import type { HostContext } from './hostContext.js'
import type { EmbeddedHostParameters } from './hostParameters.js'
import { createRequestRpc } from './requestRpc.js'
import { connectFarcaster, connectSocial, createSocialRedirects } from './socialLogin.js'

/** Where the UI shows the frame while it asks for an approval, in viewport pixels. */
export type EmbeddedFrameRect = { top: number; left: number; width: number; height: number }

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

/**
 * Docs: /core/embedded. The host side of the embedded wallet, loaded with `import()` on first
 * use: the frame, the email, social and Farcaster logins, the user of each namespace, the RPC
 * classes with their approval stack, and what the adapters' AUTH connectors call.
 */
export function createEmbeddedHost(parameters: EmbeddedHostParameters) {
  const { kit, $state } = parameters
  const redirects = createSocialRedirects()
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
  ctx.patch(readStoredLogin(parameters))
  const requestRpc = createRequestRpc(ctx)
  const signOut = createSignOut(ctx)
  const requestEip155 = createEip155Requests({ ctx, requestRpc, signOut })
  const signer = createSolanaSigner(ctx, requestRpc)
  const stopWatching = watchEmbeddedAccounts(ctx)

  // the frame learns the site and the theme as soon as it can take requests
  ctx.transport.ready().then(
    () =>
      Promise.all([
        ctx.transport.request('SYNC_DAPP_DATA', {
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          ...(kit.options.projectId && { projectId: kit.options.projectId }),
          ...(kit.options.metadata && { metadata: { ...kit.options.metadata } }),
        }),
        ctx.transport.request('SYNC_THEME', {
          // the modal follows the page's colour scheme when the app sets no mode; the frame too
          themeMode: kit.options.theme?.mode ?? getPreferredColorScheme(),
          ...(kit.options.theme?.variables && {
            themeVariables: { ...kit.options.theme.variables },
          }),
        }),
      ]).catch((error: unknown) =>
        kit.log.warn('embedded: the frame did not take the site data', error),
      ),
    (error: unknown) => kit.log.error('embedded: the frame did not load', error),
  )

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
    async setAccountType({ type }: { type: 'eoa' | 'smartAccount' }) {
      const answer = await ctx.transport.request('SET_PREFERRED_ACCOUNT', { type })
      const { users } = $state.get()
      const user = users.eip155
      if (user)
        ctx.patch({
          users: {
            ...users,
            eip155: { ...user, address: answer.address, preferredAccountType: type },
          },
        })
      const account = kit._internal.chains.get('eip155')?.account
      if (account)
        kit._internal.chains.updateAccount('eip155', {
          preferredAccountTypes: { ...account.preferredAccountTypes, eip155: type },
        })
      if (user) parameters.emitter.emit('accountsChanged', [answer.address])
      return answer
    },
    async syncTheme(p: {
      themeMode: 'light' | 'dark'
      themeVariables?: Record<string, string | number>
    }) {
      await ctx.transport.request('SYNC_THEME', p)
    },
    /** rejects the unsafe requests in flight ('Request was aborted') */
    abort: () => ctx.transport.abort(),
    /** shows the frame over a rect of the page (the approval view), or hides it */
    showFrame(rect: EmbeddedFrameRect | undefined) {
      const frame = ctx.transport.frame
      if (!frame) return
      Object.assign(
        frame.style,
        rect
          ? {
              top: `${rect.top}px`,
              left: `${rect.left}px`,
              width: `${rect.width}px`,
              height: `${rect.height}px`,
              opacity: '1',
              pointerEvents: 'auto',
              zIndex: '2147483647',
            }
          : { width: '0', height: '0', opacity: '0', pointerEvents: 'none' },
      )
      frame.setAttribute('aria-hidden', rect ? 'false' : 'true')
    },
    destroy() {
      stopWatching()
      requestRpc.dispose()
      redirects.cancel()
      ctx.transport.destroy()
    },
  }
}

export type EmbeddedHost = ReturnType<typeof createEmbeddedHost>

function getPreferredColorScheme(): 'light' | 'dark' {
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
}
