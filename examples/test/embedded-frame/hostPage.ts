import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A minimal host page on 127.0.0.1 that embeds the frame and speaks PROTOCOL.md by hand:
 * `window.request(type, payload)` sends a request and resolves with the reply message;
 * `window.messages` keeps every message from the frame's origin (READY, FRAME_HEIGHT,
 * SOCIAL_REDIRECT…). `/forge` is a page that, opened from another origin, posts to the
 * host's frame as an attacker would.
 */
// the frame's URL comes in the page's own query (`?frame=`), so the host can start first and
// its origin can go on the frame server's allowlist
const HOST_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test host</title></head>
<body><main><h1>Test host</h1>
</main>
<script>
  const frameUrl = new URL(new URLSearchParams(location.search).get('frame'))
  frameUrl.search = new URLSearchParams({ origin: location.origin, projectId: 'test-project' })
  const iframe = Object.assign(document.createElement('iframe'), {
    id: 'frame', title: 'Embedded wallet', src: frameUrl.href,
  })
  iframe.style.cssText = 'width:400px;height:420px;border:0'
  document.querySelector('main').append(iframe)
  const FRAME_ORIGIN = frameUrl.origin
  const CHANNEL = 'walletport:embedded'
  window.messages = []
  const waiting = new Map()
  addEventListener('message', (event) => {
    if (event.origin !== FRAME_ORIGIN || event.data?.channel !== CHANNEL) return
    window.messages.push(event.data)
    const done = waiting.get(event.data.id)
    if (done) { waiting.delete(event.data.id); done(event.data) }
  })
  window.post = (message) => document.getElementById('frame').contentWindow.postMessage(message, FRAME_ORIGIN)
  window.request = (type, payload = {}) => new Promise((resolve) => {
    const id = crypto.randomUUID()
    waiting.set(id, resolve)
    window.post({ channel: CHANNEL, type, id, payload })
  })
</script></body></html>`

const FORGE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Forger</title></head>
<body><script>
  // the opener's frame is reachable as opener.frames[0]; try to sign the user out and to sign
  const frame = window.opener.frames[0]
  const channel = 'walletport:embedded'
  frame.postMessage({ channel, type: 'SIGN_OUT', id: 'forged-1', payload: {} }, '*')
  frame.postMessage({ channel, type: 'RPC_REQUEST', id: 'forged-2', payload: {
    method: 'personal_sign', params: ['0x68656c6c6f', '0x0000000000000000000000000000000000000000'],
    chainId: 31337, namespace: 'eip155' } }, '*')
  document.title = 'forged'
</script></body></html>`

export async function startHostPage() {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname
    response.writeHead(path === '/' || path === '/forge' ? 200 : 404, {
      'content-type': 'text/html; charset=utf-8',
    })
    response.end(path === '/' ? HOST_HTML : path === '/forge' ? FORGE_HTML : '')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    /** the host page embedding the frame at `frameUrl` */
    pageUrl: (frameUrl: string) => `${origin}/?frame=${encodeURIComponent(frameUrl)}`,
    forgeUrl: `${origin}/forge`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
