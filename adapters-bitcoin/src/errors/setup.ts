import { BaseError } from '@walletport/core'

// the bitcoin adapter's errors: a call before setup, or before the first connect

export type AdapterNotSetUpErrorType = AdapterNotSetUpError & { name: 'AdapterNotSetUpError' }
export class AdapterNotSetUpError extends BaseError {
  override name = 'AdapterNotSetUpError' as const
  constructor() {
    super('The bitcoin adapter is not set up', {
      metaMessages: ['Call setup(ctx) first (createKit does this)'],
    })
  }
}

// shared with the other adapters: a sign-in message asked for before a connect loaded the
// code that writes it
export {
  SiwxMessageUnavailableError,
  type SiwxMessageUnavailableErrorType,
} from '@walletport/core'
