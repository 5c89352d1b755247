import * as v from 'valibot'
import { FRAME_CONNECT_TIMEOUT } from '../../constants.js'
import type { BaseError } from '../../errors/base.js'
import { RequestAbortedError } from '../../errors/frame.js'
import { ConnectTimeoutError } from '../../errors/kit.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import type { Logger } from '../../types/logger.js'
import {
  FRAME_CHANNEL,
  FRAME_REQUESTS,
  type FrameEvent,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
} from './frameSchemas.js'
import { holdFrame } from './holdFrame.js'
import { createPendingReplies } from './pendingReplies.js'
import { readFrameMessage } from './readFrameMessage.js'

export type CreateFrameTransportParameters = {
  /** the frame's page; its origin is the only one whose messages are read */
  frameUrl: string
  projectId: string | undefined
  log: Logger
  /**
   * events the frame sends on its own: FRAME_HEIGHT, ERROR; and SOCIAL_REDIRECT, which the
   * callback popup sends, with the window it came from for the caller to check
   */
  onEvent(event: FrameEvent, source: MessageEventSource | null): void
  /** the frame's load state changed */
  onStatus(status: 'loading' | 'ready' | 'failed'): void
}

export type FrameRequestOptions = {
  /** rejected by `abort()` ('Request was aborted'): the unsafe RPC requests */
  abortable?: boolean
}

export type FrameTransport = {
  readonly frame: HTMLIFrameElement | undefined
  readonly frameOrigin: string
  /** resolves 500 ms after READY; a frame that fails to load gives EmailLoginDependencyError */
  ready(): Promise<void>
  /** sends a request once the frame is ready; settles with its success or error reply */
  request<T extends FrameRequestType>(
    type: T,
    payload: FrameRequestPayload<T>,
    options?: FrameRequestOptions,
  ): Promise<FrameSuccessPayload<T>>
  /** rejects the abortable requests in flight and tells the frame (RPC_ABORT) */
  abort(): void
  destroy(): void
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

/** a payload that fails its schema is the caller's mistake: refused before it is sent */
function checkPayload<T extends FrameRequestType>(type: T, payload: FrameRequestPayload<T>) {
  const checked = v.safeParse(FRAME_REQUESTS[type].request, payload)
  if (!checked.success)
    throw new ProviderRpcError({
      code: -32602,
      message: `Invalid ${type} payload: ${checked.issues[0]?.message}`,
    })
  return checked.output
}

/**
 * The frame's lifecycle and its messages (PROTOCOL.md, transport): one hidden iframe, READY,
 * requests from 500 ms after it, each paired with its success or error reply by id. Every
 * message is checked (readFrameMessage). Connect-type requests time out after 30 s.
 */
export function createFrameTransport({
  frameUrl,
  projectId,
  log,
  onEvent,
  onStatus,
}: CreateFrameTransportParameters): FrameTransport {
  const frameOrigin = new URL(frameUrl).origin
  const pending = createPendingReplies()
  const holder = holdFrame({ frameUrl, projectId, onStatus })
  let destroyed = false

  const onMessage = (event: MessageEvent) =>
    readFrameMessage(event, {
      frameOrigin,
      frameWindow: () => holder.element?.contentWindow,
      log,
      pending,
      onReady: holder.onReady,
      onEvent,
    })
  const start = holder.start
  const post = (message: object) =>
    holder.element?.contentWindow?.postMessage({ channel: FRAME_CHANNEL, ...message }, frameOrigin)

  /** posts the request once the frame is ready, with its timer if it is a connect type */
  function send(type: FrameRequestType, id: string, payload: unknown) {
    start().then(
      () => {
        const entry = pending.get(id)
        if (!entry) return
        if (FRAME_REQUESTS[type].connect)
          entry.timer = setTimeout(
            () => pending.settle(id, (p) => p.reject(new ConnectTimeoutError({ details: type }))),
            FRAME_CONNECT_TIMEOUT,
          )
        post({ type, id, payload })
      },
      (error: BaseError) => pending.settle(id, (p) => p.reject(error)),
    )
  }

  globalThis.window?.addEventListener('message', onMessage)

  return {
    get frame() {
      return holder.element
    },
    frameOrigin,
    ready: start,
    async request(type, payload, options = {}) {
      const checked = checkPayload(type, payload)
      if (destroyed) throw new RequestAbortedError()
      const id = randomId()
      // registered at once, so that an abort or a destroy also reaches a request still
      // waiting for the frame to get ready
      const answer = new Promise<unknown>((resolve, reject) => {
        pending.add(id, {
          type,
          abortable: Boolean(options.abortable),
          resolve,
          reject,
          timer: undefined,
        })
      })
      send(type, id, checked)
      return answer as Promise<FrameSuccessPayload<typeof type>>
    },
    abort() {
      if (pending.abortAll((entry) => entry.abortable) > 0)
        post({ type: 'RPC_ABORT', id: randomId(), payload: {} })
    },
    destroy() {
      destroyed = true
      globalThis.window?.removeEventListener('message', onMessage)
      pending.abortAll()
      holder.destroy()
    },
  }
}
