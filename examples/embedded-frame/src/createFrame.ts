import { UserAnswerSchema } from '../shared/api.js'
import type { FrameConfig } from '../shared/frameConfig.js'
import { createApprovalScreen } from './createApprovalScreen.js'
import { createFrameApi } from './createFrameApi.js'
import { createRequestHandlers } from './createRequestHandlers.js'
import { createSession } from './createSession.js'
import { FrameRequestError, UNAUTHORIZED } from './FrameRequestError.js'
import { CHANNEL, parseRequest, type RequestType } from './messages.js'

const NOT_ALLOWED = 'Unauthorized: origin not allowed'

function errorPayload(error: unknown): { message: string; code?: number } {
  if (error instanceof FrameRequestError)
    return { message: error.message, ...(error.code === undefined ? {} : { code: error.code }) }
  // viem's errors carry a one-line summary; anything else is not the host's business
  const short = (error as { shortMessage?: unknown } | undefined)?.shortMessage
  return { message: typeof short === 'string' ? short : 'Something went wrong' }
}

/**
 * Docs: /examples/embedded-frame. The frame side of PROTOCOL.md: it listens to its parent
 * (the one host origin it serves), checks every message, answers each request exactly once,
 * and returns a function that stops listening.
 */
export function createFrame({
  config,
  root,
  storage,
}: {
  config: FrameConfig
  root: HTMLElement
  storage: Storage | undefined
}): () => void {
  const { hostOrigin } = config
  const post = (message: { type: string; id?: string; payload?: unknown }) =>
    window.parent.postMessage({ channel: CHANNEL, ...message }, hostOrigin)

  if (!config.allowed) {
    // an origin off the allowlist hears only that it is not allowed
    const refuse = (event: MessageEvent) => {
      if (event.origin !== hostOrigin || event.source !== window.parent) return
      const id = parseRequest(event.data)
      post({ type: 'ERROR', ...(id.ok ? { id: id.id } : {}), payload: { message: NOT_ALLOWED } })
    }
    window.addEventListener('message', refuse)
    post({ type: 'ERROR', payload: { message: NOT_ALLOWED } })
    return () => window.removeEventListener('message', refuse)
  }

  const session = createSession(storage)
  const api = createFrameApi({ hostOrigin, getToken: session.getToken })
  const screen = createApprovalScreen({
    root,
    hostOrigin,
    onHeight: (height) => post({ type: 'FRAME_HEIGHT', payload: { height } }),
  })
  const handlers = createRequestHandlers({
    config,
    api,
    session,
    screen,
    // after the reply is posted: the page goes, then says READY again
    reload: () => setTimeout(() => location.reload(), 20),
  })

  // a stored token is checked with the server before any request is answered
  const restored = session.getToken()
    ? api('/api/session', UserAnswerSchema).then(
        ({ user }) => session.setUser(user),
        (error: unknown) => {
          if (error instanceof FrameRequestError && error.code === UNAUTHORIZED) session.clear()
        },
      )
    : Promise.resolve()

  async function answer(type: RequestType, id: string, payload: unknown) {
    await restored
    try {
      const handler = handlers[type] as (payload: unknown) => Promise<unknown>
      post({ type: `${type}_SUCCESS`, id, payload: await handler(payload) })
    } catch (error) {
      post({ type: `${type}_ERROR`, id, payload: errorPayload(error) })
    }
  }

  const onMessage = (event: MessageEvent) => {
    // only the parent at the host origin speaks to this frame
    if (event.origin !== hostOrigin || event.source !== window.parent) return
    const data: unknown = event.data
    if (typeof data !== 'object' || data === null || Reflect.get(data, 'channel') !== CHANNEL)
      return
    const request = parseRequest(data)
    if (!request.ok) {
      console.warn(`[embedded-frame] dropped a message: ${request.reason}`)
      return
    }
    void answer(request.type, request.id, request.payload)
  }

  window.addEventListener('message', onMessage)
  post({ type: 'READY' })
  return () => {
    window.removeEventListener('message', onMessage)
    handlers.abortAll()
  }
}
