// a stand-in for core's buildWalletLinks (core/src/pairing), which is not exported yet:
// switch to it once it is. Explorer links are outside input, so unsafe schemes give none.
const BLOCKED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http'])

/**
 * The link that opens a wallet with the pairing URI: `scheme://wc?uri=...` for an app scheme,
 * `https://host/path/wc?uri=...` for a universal link; none for anything else.
 */
export function getWalletLink(base: string | undefined, uri: string): string | undefined {
  const match = base && /^([a-z][a-z0-9+.-]*):(?:\/\/)?(.*)$/i.exec(base.trim())
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  if (BLOCKED_SCHEMES.has(scheme)) return undefined
  const rest = match[2]!.replace(/\/+$/, '')
  return `${scheme}://${rest ? `${rest}/` : ''}wc?uri=${encodeURIComponent(uri)}`
}
