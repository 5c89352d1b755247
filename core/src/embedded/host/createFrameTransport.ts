import * as v from 'valibot'
import { FRAME_CONNECT_TIMEOUT, FRAME_READY_WAIT } from '../../constants.js'
import type { BaseError } from '../../errors/base.js'
import {
  EmailLoginDependencyError,
  FrameRequestError,
  FrameUnknownError,
  RequestAbortedError,
} from '../../errors/frame.js'
import { ConnectTimeoutError } from '../../errors/kit.js'
import { ProviderRpcError } from '../../errors/ProviderRpcError.js'
import type { Logger } from '../../types/logger.js'
import {
  FRAME_CHANNEL,
  FRAME_REQUESTS,
  FrameEnvelopeSchema,
  FrameErrorSchema,
  type FrameEvent,
  FrameEventSchema,
  type FrameRequestPayload,
  type FrameRequestType,
  type FrameSuccessPayload,
} from './frameSchemas.js'

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

type Pending = {
  type: FrameRequestType
  abortable: boolean
  resolve(value: unknown): void
  reject(error: BaseError): void
  timer: ReturnType<typeof setTimeout> | undefined
}

function randomId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`
}

function toFrameError(payload: unknown): BaseError {
  const parsed = v.safeParse(FrameErrorSchema, payload)
  const { message, code } = parsed.success ? parsed.output : {}
  if (!message) return new FrameRequestError()
  return new ProviderRpcError({ code: code ?? 5000, message })
}

/**
 * The frame's lifecycle and its messages (PROTOCOL.md, transport): one hidden iframe, READY,
 * requests from 500 ms after it, each paired with its success or error reply by id. Every
 * message is checked: another origin or another window than the frame (SOCIAL_REDIRECT aside),
 * another channel or a malformed message is dropped with a log line. Connect-type requests time out after 30 s.
 */
export function createFrameTransport({
  frameUrl,
  projectId,
  log,
  onEvent,
  onStatus,
}: CreateFrameTransportParameters): FrameTransport {
  const frameOrigin = new URL(frameUrl).origin
  const pending = new Map<string, Pending>()
  let frame: HTMLIFrameElement | undefined
  let starting: Promise<void> | undefined
  let readyWaiter: { resolve(): void; reject(error: BaseError): void } | undefined
  let destroyed = false

  function onMessage(event: MessageEvent) {
    if (event.origin !== frameOrigin) return
    // the origin alone admits any window of the frame's origin (a popup, another tab's frame):
    // only SOCIAL_REDIRECT comes from elsewhere (the callback popup, which its login checks)
    const fromFrame = frame !== undefined && event.source === frame.contentWindow
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
    const entry = id === undefined ? undefined : pending.get(id)
    if (id !== undefined && !entry) {
      // a reply to a request already settled (aborted, timed out) or never awaited
      log.debug(`embedded: ignored ${type} for no pending request`)
      return
    }
    if (id !== undefined && entry) {
      if (type === `${entry.type}_SUCCESS`) {
        const result = v.safeParse(FRAME_REQUESTS[entry.type].success, payload ?? {})
        if (result.success) settle(id, (p) => p.resolve(result.output))
        else {
          log.warn(`embedded: ${type} carried a malformed payload`, result.issues[0]?.message)
          settle(id, (p) => p.reject(new FrameUnknownError({ details: result.issues[0]?.message })))
        }
        return
      }
      if (type === `${entry.type}_ERROR`) {
        settle(id, (p) => p.reject(toFrameError(payload)))
        return
      }
    }
    const known = v.safeParse(FrameEventSchema, { type, payload })
    if (!known.success) {
      log.warn(`embedded: dropped an unexpected frame message ${type}`)
      return
    }
    if (known.output.type === 'READY') {
      const waiter = readyWaiter
      readyWaiter = undefined
      // the frame settles its own state after READY; the protocol waits before the first request
      if (waiter) setTimeout(() => waiter.resolve(), FRAME_READY_WAIT)
      return
    }
    onEvent(known.output, event.source)
  }

  function settle(id: string, action: (p: Pending) => void) {
    const entry = pending.get(id)
    if (!entry) return
    pending.delete(id)
    clearTimeout(entry.timer)
    action(entry)
  }

  function removeFrame() {
    frame?.remove()
    frame = undefined
  }

  function start(): Promise<void> {
    if (starting) return starting
    const attempt = new Promise<void>((resolve, reject) => {
      const doc = globalThis.document
      const host = globalThis.location?.origin
      if (!doc || !host) {
        reject(new EmailLoginDependencyError({ details: 'There is no page to hold the frame' }))
        return
      }
      const url = new URL(frameUrl)
      url.searchParams.set('origin', host)
      if (projectId) url.searchParams.set('projectId', projectId)
      const element = doc.createElement('iframe')
      element.src = url.href
      element.title = 'Embedded wallet'
      element.setAttribute('aria-hidden', 'true')
      Object.assign(element.style, {
        position: 'fixed',
        border: '0',
        width: '0',
        height: '0',
        opacity: '0',
        pointerEvents: 'none',
      })
      const fail = (details: string) => {
        if (readyWaiter !== waiter) return
        readyWaiter = undefined
        clearTimeout(timer)
        reject(new EmailLoginDependencyError({ details }))
      }
      const timer = setTimeout(() => fail('The frame sent no READY'), FRAME_CONNECT_TIMEOUT)
      const waiter = {
        resolve() {
          clearTimeout(timer)
          resolve()
        },
        reject: (error: BaseError) => fail(error.shortMessage),
      }
      readyWaiter = waiter
      element.addEventListener('error', () => fail(`The frame ${frameUrl} did not load`))
      frame = element
      doc.body.append(element)
    })
    starting = attempt
    onStatus('loading')
    attempt.then(
      () => onStatus('ready'),
      () => {
        // the next request tries again with a fresh frame
        if (starting === attempt) starting = undefined
        removeFrame()
        onStatus('failed')
      },
    )
    return attempt
  }

  function post(message: object) {
    frame?.contentWindow?.postMessage({ channel: FRAME_CHANNEL, ...message }, frameOrigin)
  }

  globalThis.window?.addEventListener('message', onMessage)

  return {
    get frame() {
      return frame
    },
    frameOrigin,
    ready: start,
    async request(type, payload, options = {}) {
      const checked = v.safeParse(FRAME_REQUESTS[type].request, payload)
      if (!checked.success)
        throw new ProviderRpcError({
          code: -32602,
          message: `Invalid ${type} payload: ${checked.issues[0]?.message}`,
        })
      if (destroyed) throw new RequestAbortedError()
      const id = randomId()
      // registered at once, so that an abort or a destroy also reaches a request still
      // waiting for the frame to get ready
      const answer = new Promise<unknown>((resolve, reject) => {
        pending.set(id, {
          type,
          abortable: Boolean(options.abortable),
          resolve,
          reject,
          timer: undefined,
        })
      })
      start().then(
        () => {
          const entry = pending.get(id)
          if (!entry) return
          if (FRAME_REQUESTS[type].connect)
            entry.timer = setTimeout(
              () => settle(id, (p) => p.reject(new ConnectTimeoutError({ details: type }))),
              FRAME_CONNECT_TIMEOUT,
            )
          post({ type, id, payload: checked.output })
        },
        (error: BaseError) => settle(id, (p) => p.reject(error)),
      )
      return answer as Promise<FrameSuccessPayload<typeof type>>
    },
    abort() {
      const aborted = [...pending].filter(([, entry]) => entry.abortable)
      if (!aborted.length) return
      for (const [id] of aborted) settle(id, (p) => p.reject(new RequestAbortedError()))
      post({ type: 'RPC_ABORT', id: randomId(), payload: {} })
    },
    destroy() {
      destroyed = true
      globalThis.window?.removeEventListener('message', onMessage)
      for (const id of [...pending.keys()]) settle(id, (p) => p.reject(new RequestAbortedError()))
      readyWaiter?.reject(new RequestAbortedError())
      removeFrame()
    },
  }
}
