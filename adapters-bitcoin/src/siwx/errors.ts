import { BaseError } from '@walletport/core'

export type InvalidSiwxMessageErrorType = InvalidSiwxMessageError & {
  name: 'InvalidSiwxMessageError'
}
/** Sign-in message fields that cannot make a well-formed CAIP-122 message. */
export class InvalidSiwxMessageError extends BaseError {
  override name = 'InvalidSiwxMessageError' as const
  constructor({ reason }: { reason: string }) {
    super('Invalid sign-in message', { metaMessages: [reason] })
  }
}
