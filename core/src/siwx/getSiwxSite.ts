import type { Kit } from '../kit/types.js'

/**
 * The site a sign-in message names: the app's `metadata.url`, else the page. Undefined when
 * neither gives an absolute URL (on a server without metadata).
 */
export function getSiwxSite(kit: Kit): { domain: string; uri: string } | undefined {
  const page = (globalThis as { location?: { href?: unknown } }).location?.href
  for (const value of [kit.options.metadata?.url, page]) {
    if (typeof value !== 'string') continue
    try {
      const url = new URL(value)
      if (url.host) return { domain: url.host, uri: url.origin }
    } catch {
      // not an absolute URL: try the next source
    }
  }
  return undefined
}
