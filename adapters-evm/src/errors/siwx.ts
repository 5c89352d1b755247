import { BaseError } from '@walletport/core'

export type InvalidSiwxMessageErrorType = InvalidSiwxMessageError & {
  name: 'InvalidSiwxMessageError'
}
/** A sign-in message (or its data) that does not follow EIP-4361. */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError' as const
  readonly field: string
  constructor({ field, reason, cause }: { field: string; reason?: string; cause?: unknown }) {
    super('Invalid sign-in message', {
      cause,
      metaMessages: [`Field: ${field}`, ...(reason ? [reason] : [])],
    })
    this.field = field
  }
}

export type SiwxUriRequiredErrorType = SiwxUriRequiredError & { name: 'SiwxUriRequiredError' }
export class SiwxUriRequiredError extends BaseError {
  override name = 'SiwxUriRequiredError' as const
  constructor() {
    super('The login message needs aud or uri')
  }
}
