import type { PairingWallet, WalletLinks } from '../types/pairing.js'

// schemes that run code or leave the wallet flow; explorer data is outside input
const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about'])
const WEB_SCHEMES = new Set(['http', 'https'])

/**
 * Docs: /core/pairing/buildWalletLinks. The native link (`scheme://wc?uri=...`) and the
 * universal link (`https://host/path/wc?uri=...`) that open `wallet` with the pairing URI,
 * which is percent-encoded whole so its own `?`, `&`, `@` and `=` survive. A base that is
 * missing, malformed or of an unsafe scheme gives no link.
 */
export function buildWalletLinks({
  uri,
  wallet,
}: {
  uri: string
  wallet: PairingWallet
}): WalletLinks {
  const links: WalletLinks = {}
  const native = wallet.nativeLink ? buildNativeLink(wallet.nativeLink, uri) : undefined
  const universal = wallet.universalLink ? buildUniversalLink(wallet.universalLink, uri) : undefined
  if (native) links.native = { href: native, name: wallet.name }
  if (universal) links.universal = { href: universal, name: wallet.name }
  return links
}

/** `metamask://` or `metamask:` -> `metamask://wc?uri=...`; `app://path` -> `app://path/wc?uri=...` */
export function buildNativeLink(base: string, uri: string): string | undefined {
  const match = /^([a-z][a-z0-9+.-]*):(?:\/\/)?(.*)$/i.exec(base.trim())
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  if (BLOCKED_SCHEMES.has(scheme) || WEB_SCHEMES.has(scheme)) return undefined
  const rest = match[2]!.replace(/\/+$/, '')
  return `${scheme}://${rest ? `${rest}/` : ''}wc?uri=${encodeURIComponent(uri)}`
}

/** `https://metamask.app.link` -> `https://metamask.app.link/wc?uri=...`; https only */
export function buildUniversalLink(base: string, uri: string): string | undefined {
  let url: URL
  try {
    url = new URL(base.trim())
  } catch {
    return undefined
  }
  if (url.protocol !== 'https:') return undefined
  const path = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
  return `${url.origin}${path}wc?uri=${encodeURIComponent(uri)}`
}

type Browsing = {
  location?: { href: string }
  open?: (url: string, target: string, features: string) => unknown
}

/**
 * Docs: /core/pairing/openWalletLink. Navigates to a wallet link at once, with no `await`
 * on the way: iOS Safari (and Telegram's web view) let a page open another app or window
 * only while the user's tap is being handled; once an await yields, that activation is gone
 * and the navigation is blocked without an error. So the URI is made before the tap, and
 * this runs synchronously inside the tap handler. Returns false for an unsafe link or where
 * there is no window.
 */
export function openWalletLink(
  href: string,
  target: '_self' | '_blank' | '_top' = '_self',
  browsing: unknown = globalThis,
): boolean {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase()
  if (!scheme || BLOCKED_SCHEMES.has(scheme)) return false
  if (!browsing || typeof browsing !== 'object') return false
  const { location, open } = browsing as Browsing
  if (target === '_self' && location) {
    location.href = href
    return true
  }
  if (typeof open !== 'function') return false
  open.call(browsing, href, target, 'noreferrer noopener')
  return true
}
