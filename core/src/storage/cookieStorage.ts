import type { StorageDriver } from '../types/storage.js'

export type CookieStorageParameters = {
  /** seconds a value is kept; one year by default */
  maxAge?: number
  /** '/' by default, so every page of the site reads the same state */
  path?: string
  /** 'Lax' by default: sent on top-level navigations, as a server render needs */
  sameSite?: 'Lax' | 'Strict' | 'None'
  /** adds `Secure`; on by default over https */
  secure?: boolean
  /** a site-wide domain, e.g. `.example.com`; the page's host by default */
  domain?: string
}

type CookieDocument = { cookie: string; location?: { protocol?: string } }

/** `name=value` pairs of a Cookie header or of `document.cookie`, decoded; bad ones skipped. */
export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const raw of header.split(';')) {
    const part = raw.trim()
    const at = part.indexOf('=')
    if (at < 1) continue
    try {
      const name = decodeURIComponent(part.slice(0, at))
      if (!cookies.has(name)) cookies.set(name, decodeURIComponent(part.slice(at + 1)))
    } catch {
      // a malformed %-escape belongs to someone else's cookie: skip it
    }
  }
  return cookies
}

/**
 * Docs: /core/storage/cookieStorage. Keeps the kit's storage in cookies, one per key, so that
 * a server render can read the connection the browser has (see cookieToInitialState). On the
 * server, with no `document`, it reads nothing and writes nothing. Cookies hold about 4 KB
 * each: values beyond that are dropped by the browser and read as absent.
 *
 * @example
 * createKit({ networks, adapters, storage: cookieStorage() })
 */
export function cookieStorage(parameters: CookieStorageParameters = {}): StorageDriver {
  const { maxAge = 31_536_000, path = '/', sameSite = 'Lax', domain } = parameters
  const page = () => (globalThis as { document?: CookieDocument }).document
  const write = (key: string, value: string, age: number) => {
    const doc = page()
    if (!doc) return
    const secure = parameters.secure ?? doc.location?.protocol === 'https:'
    doc.cookie = [
      `${encodeURIComponent(key)}=${encodeURIComponent(value)}`,
      `Path=${path}`,
      `Max-Age=${age}`,
      // for agents that ignore a zero Max-Age
      ...(age === 0 ? ['Expires=Thu, 01 Jan 1970 00:00:00 GMT'] : []),
      `SameSite=${sameSite}`,
      ...(domain ? [`Domain=${domain}`] : []),
      ...(secure || sameSite === 'None' ? ['Secure'] : []),
    ].join('; ')
  }
  return {
    getItem(key) {
      const doc = page()
      // an emptied cookie some agents keep reads as removed: the kit never stores ''
      return (doc && parseCookies(doc.cookie).get(key)) || null
    },
    setItem: (key, value) => write(key, value, maxAge),
    removeItem: (key) => write(key, '', 0),
  }
}
