import * as v from 'valibot'
import type { ThemeState } from '../../stores/createThemeState.js'
import { SDK_TYPE, SDK_VERSION } from '../../version.js'
import { FrameLocaleSchema } from './frameSchemas.js'
import type { HostContext } from './hostContext.js'

type ThemePayload = {
  themeMode: 'light' | 'dark'
  themeVariables?: Record<string, string | number>
}

const DARK_QUERY = '(prefers-color-scheme: dark)'

/** SYNC_THEME's payload: the modal follows the page's colour scheme when the app sets no mode. */
export function toThemePayload(theme: ThemeState): ThemePayload {
  const variables = Object.entries(theme.variables)
  const preferred = globalThis.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light'
  return {
    themeMode: theme.mode ?? preferred,
    ...(variables.length > 0 && { themeVariables: Object.fromEntries(variables) }),
  }
}

/**
 * The kit's `locale` option as SYNC_DAPP_DATA carries it: `de_AT` written `de-AT`; a tag that is
 * not BCP 47 is left out (the frame then speaks English, as the modal does for it).
 */
export function toFrameLocale(locale: string | undefined): string | undefined {
  const tag = locale?.trim().replace(/_/g, '-')
  return tag && v.is(FrameLocaleSchema, tag) ? tag : undefined
}

/**
 * Keeps the frame's screens in the modal's theme (PROTOCOL.md, SYNC_THEME): once the frame is
 * ready it gets the site data (with the kit's locale, fixed when the kit is created) and the
 * theme, then the theme again on every change of the kit's
 * `$theme` (`setTheme`) and, while the app sets no mode, of the visitor's colour scheme.
 * Returns the function that stops following.
 */
export function syncFrameTheme(ctx: HostContext): () => void {
  const { kit, transport } = ctx
  let ready = false
  let stopped = false
  const send = () => {
    if (!ready || stopped) return
    transport
      .request('SYNC_THEME', toThemePayload(kit.$theme.get()))
      .catch((error: unknown) => kit.log.warn('embedded: the frame did not take the theme', error))
  }
  const media = globalThis.matchMedia?.(DARK_QUERY)
  const onScheme = () => {
    if (kit.$theme.get().mode === undefined) send()
  }
  media?.addEventListener?.('change', onScheme)
  const unlisten = kit.$theme.listen(send)

  transport.ready().then(
    () => {
      ready = true
      if (stopped) return
      const locale = toFrameLocale(kit.options.locale)
      transport
        .request('SYNC_DAPP_DATA', {
          sdkType: SDK_TYPE,
          sdkVersion: SDK_VERSION,
          ...(kit.options.projectId && { projectId: kit.options.projectId }),
          ...(kit.options.metadata && { metadata: { ...kit.options.metadata } }),
          ...(locale && { locale }),
        })
        .catch((error: unknown) =>
          kit.log.warn('embedded: the frame did not take the site data', error),
        )
      send()
    },
    (error: unknown) => kit.log.error('embedded: the frame did not load', error),
  )

  return () => {
    stopped = true
    unlisten()
    media?.removeEventListener?.('change', onScheme)
  }
}
