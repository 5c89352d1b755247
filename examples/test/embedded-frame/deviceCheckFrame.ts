import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * What the frame answers, by request type (core/src/embedded/PROTOCOL.md): `null` is never
 * answered (the device is approved from an email nobody opens); a type not listed gets the
 * protocol's error reply.
 */
const ANSWERS: Record<string, unknown> = {
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' },
  CONNECT_DEVICE: null,
  IS_CONNECTED: { isConnected: false },
  SYNC_THEME: {},
  SYNC_DAPP_DATA: {},
  RPC_ABORT: {},
  SIGN_OUT: {},
}

// the page's script, run in the frame: it serves only the host origin its URL names (plain
// JavaScript in a string: a function's source, once transformed for the tests, may call helpers
// the page has not got)
const FRAME_SCRIPT = `
const answers = ${JSON.stringify(ANSWERS)}
const channel = 'walletport:embedded'
const host = new URLSearchParams(location.search).get('origin') || ''
function post(message) { parent.postMessage(Object.assign({ channel }, message), host) }
addEventListener('message', (event) => {
  const data = event.data
  if (event.origin !== host || !data || data.channel !== channel) return
  const { type, id } = data
  if (typeof type !== 'string' || typeof id !== 'string') return
  if (!(type in answers))
    return post({ type: type + '_ERROR', id, payload: { message: type + ' is not offered' } })
  if (answers[type] !== null) post({ type: type + '_SUCCESS', id, payload: answers[type] })
})
post({ type: 'READY' })
`

const PAGE = `<!doctype html><meta charset="utf-8"><title>Device check frame</title>
<script>${FRAME_SCRIPT}</script>`

/**
 * An embedded-wallet frame that asks every email login to approve the device (VERIFY_DEVICE)
 * and never hears the approval, so EmailVerifyDevice stays on its waiting state. The reference
 * frame never asks for it (its emailed code proves the device), and any frame speaking
 * PROTOCOL.md may: this one speaks only what that login needs.
 */
export async function startDeviceCheckFrame(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PAGE)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
