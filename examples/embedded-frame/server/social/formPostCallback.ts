import type { IncomingMessage } from 'node:http'
import { FrameServerError } from '../FrameServerError.js'

// Apple's post carries code, state, an ID token and, the first time, a name: a few KB at most
const MAX_FORM_BYTES = 32 * 1024
// the only fields the GET callback (and so the frame's connect call) reads
const KEPT = ['state', 'code', 'error', 'error_description'] as const

/**
 * A provider that answers by `response_mode=form_post` (Apple) posts the code to the
 * callback. The server turns the post into the query-string callback the frame already
 * handles (303 to GET), so one path checks state, binding and code for every provider. The
 * posted ID token is dropped: the one from the token endpoint is the one checked.
 */
export async function formPostLocation(request: IncomingMessage, callbackUrl: string) {
  const type = request.headers['content-type'] ?? ''
  if (!type.startsWith('application/x-www-form-urlencoded'))
    throw new FrameServerError(415, 'The callback body must be a form')
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > MAX_FORM_BYTES) throw new FrameServerError(413, 'The body is too large')
    chunks.push(chunk as Buffer)
  }
  const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
  const location = new URL(callbackUrl)
  for (const name of KEPT) {
    const value = form.get(name)
    if (value !== null) location.searchParams.set(name, value)
  }
  return location.toString()
}
