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

export type SiwxMessageUnavailableErrorType = SiwxMessageUnavailableError & {
  name: 'SiwxMessageUnavailableError'
}
/**
 * `siwx.createMessage` answers at once, so it needs the wallet code loaded: a connect, a
 * reconnect or `load()` brings it.
 */
export class SiwxMessageUnavailableError extends BaseError {
  override name = 'SiwxMessageUnavailableError' as const
  constructor() {
    super('The sign-in message is written once a wallet is connected', {
      metaMessages: ['Connect a wallet, or await adapter.load(), first'],
    })
  }
}
