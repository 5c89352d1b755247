import { BaseError } from './base.js'
import { received } from './received.js'

export type InvalidAddressErrorType = InvalidAddressError & { name: 'InvalidAddressError' }
/** An address that does not have its namespace's format. */
export class InvalidAddressError extends BaseError {
  override name = 'InvalidAddressError' as const
  readonly namespace: string
  constructor({
    value,
    namespace,
    expected,
  }: { value: unknown; namespace: string; expected: string }) {
    super('Invalid address', {
      metaMessages: [`Expected ${expected} (${namespace}).`, received(value)],
    })
    this.namespace = namespace
  }
}

export type InvalidBase58ErrorType = InvalidBase58Error & { name: 'InvalidBase58Error' }
export class InvalidBase58Error extends BaseError {
  override name = 'InvalidBase58Error' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid base58 string', { metaMessages: [received(value)] })
  }
}
