import type { Alert } from './alerts.js'
import { BaseError } from './BaseError.js'

export type NetworkRequestFailedErrorType = NetworkRequestFailedError & {
  name: 'NetworkRequestFailedError'
}
/** The request got no HTTP response: connection refused or reset, DNS, CORS. */
export class NetworkRequestFailedError extends BaseError {
  override name = 'NetworkRequestFailedError' as const
  readonly endpoint: string
  constructor({ endpoint, cause }: { endpoint: string; cause?: unknown }) {
    super('Network request failed', { cause, metaMessages: [`Endpoint: ${endpoint}`] })
    this.endpoint = endpoint
  }
}

export type RequestTimeoutErrorType = RequestTimeoutError & { name: 'RequestTimeoutError' }
/** No complete response (headers and body) within the time-out of one attempt. */
export class RequestTimeoutError extends BaseError {
  override name = 'RequestTimeoutError' as const
  readonly endpoint: string
  readonly timeout: number
  constructor({ endpoint, timeout }: { endpoint: string; timeout: number }) {
    super('Network request timed out', {
      metaMessages: [`Endpoint: ${endpoint}`, `Time-out: ${timeout} ms`],
    })
    this.endpoint = endpoint
    this.timeout = timeout
  }
}

export type RequestAbortedErrorType = RequestAbortedError & { name: 'RequestAbortedError' }
/** The caller's signal aborted the call, before, during or between attempts. */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const
  readonly endpoint: string
  constructor({ endpoint, cause }: { endpoint: string; cause?: unknown }) {
    super('Aborted', { cause, metaMessages: [`Endpoint: ${endpoint}`] })
    this.endpoint = endpoint
  }
}

export type HttpStatusErrorType = HttpStatusError & { name: 'HttpStatusError' }
/**
 * The service answered with a non-2xx status. `providerMessage` is the service's own text;
 * `alert` is set when that text (or the status, for analytics) stands for an alert.
 */
export class HttpStatusError extends BaseError {
  override name = 'HttpStatusError' as const
  readonly endpoint: string
  readonly status: number
  readonly providerMessage: string | undefined
  readonly alert: Alert | undefined
  /** the wait the service asked for in Retry-After, in ms */
  readonly retryAfter: number | undefined
  constructor(parameters: {
    endpoint: string
    status: number
    providerMessage?: string | undefined
    alert?: Alert | undefined
    retryAfter?: number | undefined
  }) {
    const { endpoint, status, providerMessage, alert, retryAfter } = parameters
    super(`HTTP request failed with status ${status}`, {
      details: providerMessage,
      metaMessages: [
        `Endpoint: ${endpoint}`,
        ...(alert ? [`Alert: ${alert.title} (${alert.code})`] : []),
      ],
    })
    this.endpoint = endpoint
    this.status = status
    this.providerMessage = providerMessage
    this.alert = alert
    this.retryAfter = retryAfter
  }
}

export type InvalidPathParameterErrorType = InvalidPathParameterError & {
  name: 'InvalidPathParameterError'
}
/** A path parameter (address, name, id) that would not name one path segment. */
export class InvalidPathParameterError extends BaseError {
  override name = 'InvalidPathParameterError' as const
  constructor({ endpoint, value }: { endpoint: string; value: string }) {
    super('Invalid path parameter', {
      metaMessages: [`Endpoint: ${endpoint}`, `Received: ${JSON.stringify(value)}`],
    })
  }
}

export type RequestErrorType =
  | NetworkRequestFailedErrorType
  | RequestTimeoutErrorType
  | RequestAbortedErrorType
  | HttpStatusErrorType
