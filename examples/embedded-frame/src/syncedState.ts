import * as v from 'valibot'
import type { createApprovalScreen, DappInfo } from './createApprovalScreen.js'
import { REQUEST_PAYLOADS, type RequestPayload } from './messages.js'
import { applyTheme } from './theme.js'

const KEY = 'walletport-frame:synced'

type Screen = Pick<ReturnType<typeof createApprovalScreen>, 'setLocale' | 'refresh'>
type Theme = RequestPayload<'SYNC_THEME'>
type DappData = RequestPayload<'SYNC_DAPP_DATA'>

/** the tab's session storage, or undefined where the browser denies it to this frame */
function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage
  } catch {
    return undefined
  }
}

/**
 * What the host synced (SYNC_THEME, SYNC_DAPP_DATA: theme, locale, site) and where it goes:
 * the page's root and the approval screen. A RELOAD keeps it for the page that replaces this
 * one, as the host does not send it again after the new READY; that page reads it back once,
 * checked like the messages it came in, and only for the same host origin.
 */
export function createSyncedState({
  hostOrigin,
  screen,
  page = document.documentElement,
}: {
  hostOrigin: string
  screen: Screen
  page?: HTMLElement
}) {
  let theme: Theme | undefined
  let dappData: DappData | undefined
  let dapp: DappInfo | undefined

  const state = {
    dapp: () => dapp,
    setTheme(next: Theme) {
      theme = next
      applyTheme(page, next.themeMode, next.themeVariables)
    },
    setDappData(next: DappData) {
      dappData = next
      dapp = { name: next.metadata?.name, url: next.metadata?.url }
      // setLocale draws the screen again, with the site's name and in the host's language
      screen.setLocale(next.locale)
    },
    /** before the page reloads itself: best effort, a denied storage keeps nothing */
    keep() {
      try {
        sessionStore()?.setItem(KEY, JSON.stringify({ hostOrigin, theme, dappData }))
      } catch {
        // a full or denied storage: the host's next SYNC_THEME restores the look
      }
    },
    /** on load: what the page before a RELOAD kept, applied once and forgotten */
    restore() {
      const store = sessionStore()
      let saved: unknown
      try {
        saved = JSON.parse(store?.getItem(KEY) ?? 'null')
        store?.removeItem(KEY)
      } catch {
        return
      }
      if (typeof saved !== 'object' || saved === null) return
      if (Reflect.get(saved, 'hostOrigin') !== hostOrigin) return
      const keptTheme = v.safeParse(REQUEST_PAYLOADS.SYNC_THEME, Reflect.get(saved, 'theme'))
      if (keptTheme.success) state.setTheme(keptTheme.output)
      const keptDapp = v.safeParse(REQUEST_PAYLOADS.SYNC_DAPP_DATA, Reflect.get(saved, 'dappData'))
      if (keptDapp.success) state.setDappData(keptDapp.output)
    },
  }
  return state
}
