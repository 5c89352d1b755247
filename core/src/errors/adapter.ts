import { BaseError } from './base.js'

export type AdapterLoadErrorType = AdapterLoadError & { name: 'AdapterLoadError' }
/** A lazy adapter's code could not be loaded, or was not an adapter of its namespace. */
export class AdapterLoadError extends BaseError {
  override name = 'AdapterLoadError' as const
  readonly namespace: string
  constructor({
    namespace,
    details,
    cause,
  }: {
    namespace: string
    details?: string
    cause?: unknown
  }) {
    super(`The ${namespace} adapter could not be loaded`, {
      details,
      cause,
      metaMessages: ['It is loaded again on the next call.'],
    })
    this.namespace = namespace
  }
}

export type AdapterNotLoadedErrorType = AdapterNotLoadedError & { name: 'AdapterNotLoadedError' }
/** A synchronous method of a lazy adapter was called before its code arrived. */
export class AdapterNotLoadedError extends BaseError {
  override name = 'AdapterNotLoadedError' as const
  readonly namespace: string
  constructor({ namespace, method }: { namespace: string; method: string }) {
    super(`The ${namespace} adapter is still loading`, {
      metaMessages: [`Method: ${method}`, 'Await a call such as reconnect() or connect() first.'],
    })
    this.namespace = namespace
  }
}
