import { escapeHtml, scriptJson } from './html.js'

/**
 * The page the login provider redirects the popup to, on the frame's origin: it hands its own
 * URL to the host page that opened it (SOCIAL_REDIRECT, PROTOCOL.md) and closes. The host
 * origin comes from the server's record of the login's state, never from the URL.
 */
export function renderCallbackPage(hostOrigin: string | undefined, nonce: string): string {
  const body = hostOrigin
    ? `<p>Signing you in… this window closes by itself.</p>
<script nonce="${nonce}">
(() => {
  const hostOrigin = ${scriptJson(hostOrigin)}
  const message = { channel: 'walletport:embedded', type: 'SOCIAL_REDIRECT', payload: { uri: location.href } }
  if (window.opener) {
    window.opener.postMessage(message, hostOrigin)
    window.close()
  } else {
    document.querySelector('p').textContent = 'The page that started this login is gone: close this window and try again.'
  }
})()
</script>`
    : '<p>This login link is unknown or has expired: close this window and try again.</p>'
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Signing in</title></head>
<body><main><h1>${escapeHtml('Social login')}</h1>
${body}
</main></body></html>`
}
