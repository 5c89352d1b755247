import type { RequestErrorType } from '../errors/request.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import type { HttpClient } from '../http/createHttpClient.js'

export const SEND_EVENT_ENDPOINT = 'POST /e'

/** What an event says. */
export type AnalyticsEventProps = {
  type?: string | undefined
  event: string
  address?: string | undefined
  properties?: Record<string, unknown> | undefined
}

export type SendEventParameters = {
  /** default: a random UUID */
  eventId?: string | undefined
  url: string
  domain: string
  /** ms since the epoch; default now */
  timestamp?: number | undefined
  props: AnalyticsEventProps
  signal?: AbortSignal | undefined
}
/** false when the event is one that is never sent */
export type SendEventReturnType = { sent: boolean }
export type SendEventErrorType = RequestErrorType | ServiceUnavailableErrorType

/** events the spec says are never sent */
const NEVER_SENT = new Set(['MODAL_CREATED'])

/**
 * Docs: /blockchain-api/analytics/sendEvent
 * Posts one event. The response is not read; a 403 also reports the
 * INVALID_APP_CONFIGURATION alert. MODAL_CREATED is never sent.
 */
export async function sendEvent(
  ctx: { http: HttpClient; now: () => number },
  { eventId, url, domain, timestamp, props, signal }: SendEventParameters,
): Promise<SendEventReturnType> {
  if (NEVER_SENT.has(props.event)) return { sent: false }
  await ctx.http.send({
    endpoint: SEND_EVENT_ENDPOINT,
    method: 'POST',
    path: 'e',
    json: {
      eventId: eventId ?? globalThis.crypto.randomUUID(),
      url,
      domain,
      timestamp: timestamp ?? ctx.now(),
      props,
    },
    // a repeat after a time-out could count the event twice
    idempotent: false,
    signal,
  })
  return { sent: true }
}
