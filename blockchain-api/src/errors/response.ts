import { BaseError } from './BaseError.js'

export type InvalidResponseErrorType = InvalidResponseError & { name: 'InvalidResponseError' }
/**
 * A body that is not JSON or does not match the endpoint's schema. `field` is the dot path
 * of the first failing value ('' for the body itself); `issue` is the schema's message.
 */
export class InvalidResponseError extends BaseError {
  override name = 'InvalidResponseError' as const
  readonly endpoint: string
  readonly field: string
  readonly issue: string
  constructor({ endpoint, field, issue }: { endpoint: string; field: string; issue: string }) {
    super(`Invalid response from ${endpoint}`, {
      details: `${field || '(body)'}: ${issue}`,
      metaMessages: [`Field: ${field || '(body)'}`, `Issue: ${issue}`],
    })
    this.endpoint = endpoint
    this.field = field
    this.issue = issue
  }
}
