import { isChainNamespace } from '../utils/parseCaipAddress.js'
import { array, custom, object, optional, refined, type Shape, string } from './optionShape.js'

// schemes that run code or read local files when a page opens them: never a logo or a link
const REFUSED_SCHEMES = ['javascript:', 'vbscript:', 'data:', 'file:', 'blob:']

function schemeOf(value: string): string | undefined {
  return /^[a-z][a-z\d+.-]*:/i.exec(value.trim())?.[0].toLowerCase()
}

function isHttpUrl(value: unknown, httpsOnly = false): boolean {
  if (typeof value !== 'string') return false
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || (!httpsOnly && protocol === 'http:')
  } catch {
    return false
  }
}

/** an app link: an http(s) URL or the app's own scheme (`acme://`), never a refused scheme */
function isAppLink(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const scheme = schemeOf(value)
  return scheme !== undefined && !REFUSED_SCHEMES.includes(scheme) && /^[^\s]+$/.test(value)
}

/** a logo: an http(s) URL or an image data URI (what an <img> shows without running code) */
function isLogo(value: unknown): boolean {
  return (
    isHttpUrl(value) ||
    (typeof value === 'string' && /^data:image\/[\w.+-]+[;,]/i.test(value.trim()))
  )
}

/** the shape's message, ahead of which a refused scheme is named: the fix is plainer so */
function link(test: (value: unknown) => boolean, expected: string): Shape {
  return optional(
    custom(test, (value) => {
      const scheme = typeof value === 'string' ? schemeOf(value) : undefined
      const refused = scheme && REFUSED_SCHEMES.includes(scheme)
      return refused ? `${scheme} is refused; expected ${expected}` : `Expected ${expected}`
    }),
  )
}

const HTTP = 'an http(s) URL such as https://wallet.example'

/**
 * The shape of one `customWallets` entry (KitOptions): an id and a name, and links that can
 * only open a page or the wallet's app. Built per call, as the kit's option shape is.
 */
export function customWalletSchema(): Shape {
  const text = refined(string, (s) =>
    (s as string).trim().length > 0 ? undefined : 'Expected a non-empty string',
  )
  return object({
    id: text,
    name: text,
    imageUrl: link(isLogo, 'an http(s) URL or a data:image/... URI'),
    namespaces: optional(
      refined(array(custom(isChainNamespace, 'Expected eip155, solana or bip122')), (list) =>
        (list as unknown[]).length > 0
          ? undefined
          : 'Expected at least one namespace, or leave it out',
      ),
    ),
    rdns: optional(
      refined(string, (rdns) =>
        /^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(rdns as string)
          ? undefined
          : 'Expected a reverse-DNS id as the wallet announces it (EIP-6963), such as com.example.wallet',
      ),
    ),
    homepage: link(isHttpUrl, HTTP),
    mobileLink: link(isAppLink, "the app's deep link, such as examplewallet:// or https://..."),
    universalLink: link(
      (x) => isHttpUrl(x, true),
      'an https URL such as https://wallet.example/app',
    ),
    desktopLink: link(isAppLink, "the desktop app's link, such as examplewallet:// or https://..."),
    webappLink: link(isHttpUrl, HTTP),
    stores: optional(
      object(
        Object.fromEntries(
          ['ios', 'android', 'chrome', 'firefox', 'edge'].map((store) => [
            store,
            link(isHttpUrl, `its ${store} store page as ${HTTP}`),
          ]),
        ),
      ),
    ),
  })
}

/**
 * What is wrong across the `customWallets` list: an id used twice (each entry must be told
 * apart, in the lists and in storage). Empty when every id is its own.
 */
export function describeCustomWalletIssues(value: unknown): string[] {
  if (!Array.isArray(value)) return []
  const first = new Map<string, number>()
  const issues: string[] = []
  for (const [index, wallet] of value.entries()) {
    const id = (wallet as { id?: unknown } | null)?.id
    if (typeof id !== 'string') continue
    const at = first.get(id)
    if (at === undefined) first.set(id, index)
    else
      issues.push(
        `customWallets.${index}.id: "${id}" is also the id of customWallets.${at}; give each wallet its own id`,
      )
  }
  return issues
}
