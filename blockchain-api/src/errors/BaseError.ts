export type BaseErrorParameters = {
  cause?: unknown
  details?: string | undefined
  metaMessages?: readonly string[] | undefined
  docsPath?: string | undefined
}

export type BaseErrorType = BaseError & { name: 'BaseError' }

/**
 * The root of every error Walletport throws. `shortMessage` is the spec's exact text;
 * `message` adds the meta lines and details for logs.
 */
export class BaseError extends Error {
  override name = 'BaseError'
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: readonly string[] | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const details =
      parameters.details ??
      (parameters.cause instanceof BaseError
        ? parameters.cause.details
        : parameters.cause instanceof Error
          ? parameters.cause.message
          : undefined)
    const message = [
      shortMessage,
      ...(parameters.metaMessages?.length ? ['', ...parameters.metaMessages] : []),
      ...(details && details !== shortMessage ? ['', `Details: ${details}`] : []),
      ...(parameters.docsPath ? [`Docs: ${parameters.docsPath}`] : []),
    ].join('\n')
    super(message, parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = details
    this.metaMessages = parameters.metaMessages
    this.docsPath = parameters.docsPath
  }

  /** Walks the cause chain; returns the first error `fn` accepts. */
  walk(fn: (error: unknown) => boolean): unknown {
    let error: unknown = this
    const seen = new Set<unknown>()
    while (error && !seen.has(error)) {
      if (fn(error)) return error
      seen.add(error)
      error = (error as { cause?: unknown }).cause
    }
    return undefined
  }
}
