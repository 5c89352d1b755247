import { createServer } from 'node:http'

export type TestFrame = {
  /** the frame page; add `?mode=...` switches (see below) */
  url: string
  origin: string
  close(): Promise<void>
}

// the test frame: a tiny page speaking PROTOCOL.md. Switches in its query:
//   action=VERIFY_OTP|VERIFY_DEVICE|CONNECT  what CONNECT_EMAIL answers (VERIFY_OTP by default)
//   session=1        IS_CONNECTED answers true from the start (a reload)
//   silent=TYPE      never answers TYPE
//   reject=METHOD    RPC_REQUEST of METHOD answers 4001
//   noready=1        never posts READY
//   smart=1          the user's preferred account is the smart account
//   farcaster=URL    what GET_FARCASTER_URI answers (an https link by default)
// Every request it reads is kept, in order, in the frame window's `received` list, for tests
// to read through the (same-origin) frame.
const SCRIPT = `
const query = new URLSearchParams(location.search)
const host = query.get('origin')
const channel = 'walletport:embedded'
let signedIn = query.get('session') === '1'
let chainId = 1
const smart = query.get('smart') === '1'
// happy-dom's postMessage gives the receiver's own parent as event.source, never the sender, so
// the host's check that a message comes from its frame would drop everything. Where the parent
// is reachable (the tests give the page the frame's origin), the frame delivers the event as a
// browser would: later, from its origin, with the parent's handle on this frame (happy-dom has
// no frameElement) as its source. Elsewhere it posts.
const self = () => {
  try {
    const frames = [...window.parent.document.querySelectorAll('iframe')]
    return frames.find((f) => f.contentWindow && f.contentWindow.document === document)?.contentWindow
  } catch {
    return undefined
  }
}
const post = (message) => {
  const data = { channel, ...message }
  const parent = window.parent
  const source = parent === window ? undefined : self()
  if (!source) return parent.postMessage(data, host)
  setTimeout(() => parent.dispatchEvent(new parent.MessageEvent('message', { data, origin: location.origin, source })))
}
const user = (id) => {
  const solana = typeof id === 'string' && id.startsWith('solana:')
  if (solana) return { address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', chainId: id, email: 'a@b.co', accounts: [{ address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', type: 'eoa' }] }
  return {
    email: 'a@b.co', address: smart ? '0x00000000000000000000000000000000000000cc' : '0x00000000000000000000000000000000000000ee', chainId: id ?? chainId,
    accounts: [{ address: '0x00000000000000000000000000000000000000ee', type: 'eoa' }, { address: '0x00000000000000000000000000000000000000cc', type: 'smartAccount' }],
    preferredAccountType: smart ? 'smartAccount' : 'eoa', smartAccountDeployed: smart,
  }
}
window.addEventListener('message', (event) => {
  const { type, id, payload } = event.data || {}
  if (event.data?.channel !== channel || query.get('silent') === type) return
  ;(window.received ||= []).push({ type, payload })
  const ok = (reply) => post({ type: type + '_SUCCESS', id, payload: reply })
  const fail = (message, code) => post({ type: type + '_ERROR', id, payload: { message, code } })
  switch (type) {
    case 'CONNECT_EMAIL': return ok({ action: query.get('action') || 'VERIFY_OTP' })
    case 'CONNECT_DEVICE': return ok({})
    case 'CONNECT_OTP': if (payload.otp !== '123456') return fail('Invalid code'); signedIn = true; return ok({})
    case 'GET_SOCIAL_REDIRECT_URI': return ok({ uri: location.origin + '/oauth?provider=' + payload.provider })
    case 'CONNECT_SOCIAL': signedIn = true; return ok({ userName: 'sam' })
    case 'GET_FARCASTER_URI': return ok({ url: query.get('farcaster') || 'https://farcaster.example/connect' })
    case 'CONNECT_FARCASTER': signedIn = true; return ok({ userName: 'farsam' })
    case 'IS_CONNECTED': return ok({ isConnected: signedIn })
    case 'GET_USER': if (typeof payload.chainId === 'number') chainId = payload.chainId; return ok(user(payload.chainId))
    case 'SWITCH_NETWORK': chainId = payload.chainId; return ok({ chainId })
    case 'GET_SMART_ACCOUNT_ENABLED_NETWORKS': return ok({ smartAccountEnabledNetworks: [1] })
    case 'SET_PREFERRED_ACCOUNT': return ok({ type: payload.type, address: payload.type === 'eoa' ? '0x00000000000000000000000000000000000000ee' : '0x00000000000000000000000000000000000000cc' })
    case 'SIGN_OUT': signedIn = false; return ok({})
    case 'RPC_ABORT': return ok({})
    case 'RPC_REQUEST':
      if (query.get('reject') === payload.method) return fail('User rejected the request', 4001)
      if (payload.method === 'personal_sign') return ok({ result: '0x' + 'ab'.repeat(65) })
      if (payload.method === 'eth_getBalance') return ok({ result: '0x10' })
      if (payload.method === 'solana_signMessage') return ok({ result: { signature: '5'.repeat(64) } })
      return ok({ result: null })
    default: return ok({})
  }
})
if (query.get('noready') !== '1') post({ type: 'READY' })
`

/** Serves the test frame on 127.0.0.1 (the tests give the page the same origin). */
export async function startTestFrame(): Promise<TestFrame> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname
    if (path === '/missing') {
      res.writeHead(404).end()
      return
    }
    res.writeHead(200, { 'content-type': 'text/html' })
    res.end(`<!doctype html><html><body><script>${SCRIPT}</script></body></html>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const origin = `http://127.0.0.1:${port}`
  return {
    url: `${origin}/frame`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
