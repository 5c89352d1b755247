/**
 * A request the service refuses: its status and the message sent back as `{ message }`, the
 * shape blockchain-api reads a provider's message from.
 */
export class DataServiceError extends Error {
  override name = 'DataServiceError'
  readonly status: number
  constructor(status: number, message: string) {
    super(message)
    this.status = status
  }
}

/** A 400 for a request that names something missing or malformed. */
export function badRequest(message: string): DataServiceError {
  return new DataServiceError(400, message)
}
