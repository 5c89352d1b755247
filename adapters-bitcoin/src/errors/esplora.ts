import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: the Esplora API and broadcasts

export type EsploraRequestErrorType = EsploraRequestError & { name: 'EsploraRequestError' }
/** The request never got an HTTP answer (offline, refused, DNS). */
export class EsploraRequestError extends BaseError {
  override name = 'EsploraRequestError' as const
  readonly url: string
  constructor({ url, cause }: { url: string; cause: unknown }) {
    super('Network request failed', { cause, metaMessages: [`URL: ${url}`] })
    this.url = url
  }
}

export type EsploraTimeoutErrorType = EsploraTimeoutError & { name: 'EsploraTimeoutError' }
export class EsploraTimeoutError extends BaseError {
  override name = 'EsploraTimeoutError' as const
  readonly url: string
  constructor({ url, timeout }: { url: string; timeout: number }) {
    super('Network request timed out', { metaMessages: [`URL: ${url}`, `Timeout: ${timeout} ms`] })
    this.url = url
  }
}

export type EsploraAbortedErrorType = EsploraAbortedError & { name: 'EsploraAbortedError' }
export class EsploraAbortedError extends BaseError {
  override name = 'EsploraAbortedError' as const
  constructor({ url }: { url: string }) {
    super('Aborted', { metaMessages: [`URL: ${url}`] })
  }
}

export type EsploraHttpErrorType = EsploraHttpError & { name: 'EsploraHttpError' }
/** The API answered with a non-2xx status; `body` keeps the start of its text (node reasons). */
export class EsploraHttpError extends BaseError {
  override name = 'EsploraHttpError' as const
  readonly url: string
  readonly status: number
  readonly body: string
  constructor({ url, status, body }: { url: string; status: number; body: string }) {
    super(`HTTP request failed with status ${status}`, {
      metaMessages: [`URL: ${url}`],
      details: body || undefined,
    })
    this.url = url
    this.status = status
    this.body = body
  }
}

export type EsploraResponseErrorType = EsploraResponseError & { name: 'EsploraResponseError' }
/** The API answered 2xx with a body that does not match what the endpoint must return. */
export class EsploraResponseError extends BaseError {
  override name = 'EsploraResponseError' as const
  readonly url: string
  constructor({ url, issue }: { url: string; issue: string }) {
    super('Invalid Esplora response', { metaMessages: [`URL: ${url}`, `Issue: ${issue}`] })
    this.url = url
  }
}

export type BroadcastMismatchErrorType = BroadcastMismatchError & {
  name: 'BroadcastMismatchError'
}
/** The API acknowledged a transaction id other than the one sent. */
export class BroadcastMismatchError extends BaseError {
  override name = 'BroadcastMismatchError' as const
  constructor({ expected, received }: { expected: string; received: string }) {
    super('The broadcast returned another transaction id', {
      metaMessages: [`Expected: ${expected}`, `Received: ${received}`],
    })
  }
}
