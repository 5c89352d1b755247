import type { Logger } from '../types/logger.js'
import type { KitEvent, TrackEvent } from './types.js'

/** The body of an analytics POST. */
export type AnalyticsPayload = {
  eventId: string
  /** the page the modal runs on; empty outside a browser */
  url: string
  /** the page's host name; empty when the url has none */
  domain: string
  /** ms since the epoch */
  timestamp: number
  props: {
    type: 'track'
    event: TrackEvent['event']
    properties?: Record<string, unknown> | undefined
    /** the connected address, when there is one */
    address?: string
  }
}

export type CreateAnalyticsSubscriberParameters = {
  /** read on every event: the option and the explorer's analytics config can change */
  isEnabled: () => boolean
  send: (payload: AnalyticsPayload) => void | Promise<void>
  getUrl: () => string | undefined
  getAddress?: () => string | undefined
  now?: () => number
  randomId?: () => string
  log?: Logger
}

/**
 * Docs: /core/events/createAnalyticsSubscriber. A listener for the kit's event stream that
 * sends each track event while analytics is enabled, except MODAL_CREATED. It never throws:
 * analytics must not break the modal, so failures are only logged.
 */
export function createAnalyticsSubscriber({
  isEnabled,
  send,
  getUrl,
  getAddress,
  now = Date.now,
  randomId = createRandomId,
  log,
}: CreateAnalyticsSubscriberParameters): (event: KitEvent) => void {
  const report = (error: unknown) => log?.warn('analytics: an event was not sent', error)
  return (event) => {
    if (event.type !== 'track' || event.event === 'MODAL_CREATED') return
    try {
      if (!isEnabled()) return
      const url = getUrl() ?? ''
      const address = getAddress?.()
      const payload: AnalyticsPayload = {
        eventId: randomId(),
        url,
        domain: getDomain(url),
        timestamp: now(),
        props: {
          type: 'track',
          event: event.event,
          properties: event.properties,
          ...(address ? { address } : {}),
        },
      }
      // a thenable whose `then` throws becomes a rejection here, caught below
      Promise.resolve(send(payload)).catch(report)
    } catch (error) {
      report(error)
    }
  }
}

function getDomain(url: string): string {
  try {
    return new URL(url).hostname
  } catch {
    return ''
  }
}

/** a v4 UUID; randomUUID exists only in secure contexts, getRandomValues everywhere */
function createRandomId(): string {
  const crypto = globalThis.crypto
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
