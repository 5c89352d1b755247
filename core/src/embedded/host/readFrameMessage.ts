import * as v from 'valibot'
import type { BaseError } from '../../errors/base.js'
import { FrameRequestError, FrameUnknownError } from '../../errors/frame.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import type { Logger } from '../../types/logger.js'
import {
  FRAME_CHANNEL,
  FRAME_REQUESTS,
  FrameEnvelopeSchema,
  FrameErrorSchema,
  type FrameEvent,
  FrameEventSchema,
} from './frameSchemas.js'
import type { PendingReplies } from './pendingReplies.js'

export type FrameInbox = {
  frameOrigin: string
  /** the frame's window: the only one whose messages are read, SOCIAL_REDIRECT aside */
  frameWindow(): Window | null | undefined
  log: Logger
  pending: PendingReplies
  onReady(): void
  onEvent(event: FrameEvent, source: MessageEventSource | null): void
}

function toFrameError(payload: unknown): BaseError {
  const parsed = v.safeParse(FrameErrorSchema, payload)
  const { message, code } = parsed.success ? parsed.output : {}
  if (!message) return new FrameRequestError()
  return new ProviderRpcError({ code: code ?? 5000, message })
}

/** a reply to a pending request settles it; true when the message was one */
function readReply(inbox: FrameInbox, type: string, id: string, payload: unknown): boolean {
  const { log, pending } = inbox
  const entry = pending.get(id)
  if (!entry) {
    // a reply to a request already settled (aborted, timed out) or never awaited
    log.debug(`embedded: ignored ${type} for no pending request`)
    return true
  }
  if (type === `${entry.type}_SUCCESS`) {
    const result = v.safeParse(FRAME_REQUESTS[entry.type].success, payload ?? {})
    if (result.success) pending.settle(id, (p) => p.resolve(result.output))
    else {
      log.warn(`embedded: ${type} carried a malformed payload`, result.issues[0]?.message)
      const error = new FrameUnknownError({ details: result.issues[0]?.message })
      pending.settle(id, (p) => p.reject(error))
    }
    return true
  }
  if (type === `${entry.type}_ERROR`) {
    pending.settle(id, (p) => p.reject(toFrameError(payload)))
    return true
  }
  return false
}

/**
 * One message on the host window, checked (PROTOCOL.md): another origin, another window of the
 * frame's origin (SOCIAL_REDIRECT aside), another channel or a malformed message is dropped
 * with a log line; a reply settles its request; READY and the frame's events are passed on.
 */
export function readFrameMessage(event: MessageEvent, inbox: FrameInbox): void {
  const { log } = inbox
  if (event.origin !== inbox.frameOrigin) return
  // the origin alone admits any window of the frame's origin (a popup, another tab's frame):
  // only SOCIAL_REDIRECT comes from elsewhere (the callback popup, which its login checks)
  const frameWindow = inbox.frameWindow()
  const fromFrame = frameWindow !== undefined && event.source === frameWindow
  if (!fromFrame && (event.data as { type?: unknown } | null)?.type !== 'SOCIAL_REDIRECT') {
    log.debug('embedded: ignored a message from another window of the frame origin')
    return
  }
  const envelope = v.safeParse(FrameEnvelopeSchema, event.data)
  if (!envelope.success) {
    // other scripts of the frame's origin may post their own messages: only ours are logged
    if ((event.data as { channel?: unknown } | null)?.channel === FRAME_CHANNEL)
      log.warn('embedded: dropped a malformed frame message', envelope.issues[0]?.message)
    return
  }
  const { type, id, payload } = envelope.output
  if (id !== undefined && readReply(inbox, type, id, payload)) return
  const known = v.safeParse(FrameEventSchema, { type, payload })
  if (!known.success) {
    log.warn(`embedded: dropped an unexpected frame message ${type}`)
    return
  }
  if (known.output.type === 'READY') inbox.onReady()
  else inbox.onEvent(known.output, event.source)
}
