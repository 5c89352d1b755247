type Environment = {
  navigator?: { userAgent?: string; maxTouchPoints?: number }
  Telegram?: unknown
  TelegramWebviewProxy?: unknown
  TelegramWebviewProxyProto?: unknown
}

/**
 * Docs: /core/pairing/isMobileSafariOrTelegram. True in Safari on iPhone or iPad and inside
 * Telegram's web view: there a link only opens inside the tap that asked for it, so the
 * pairing URI must exist before the tap and is reused until it expires.
 */
export function isMobileSafariOrTelegram(environment: unknown = globalThis): boolean {
  if (!environment || typeof environment !== 'object') return false
  const env = environment as Environment
  if (env.Telegram || env.TelegramWebviewProxy || env.TelegramWebviewProxyProto) return true
  const userAgent = env.navigator?.userAgent ?? ''
  // iPadOS reports a desktop Mac user agent, but with touch points
  const apple =
    /iPhone|iPad|iPod/.test(userAgent) ||
    (/Macintosh/.test(userAgent) && (env.navigator?.maxTouchPoints ?? 0) > 1)
  // every iOS browser is WebKit; these names mark the non-Safari shells
  const otherShell = /CriOS|FxiOS|EdgiOS|OPiOS|GSA\//.test(userAgent)
  return apple && /Safari/.test(userAgent) && !otherShell
}
