import { BaseError } from './base.js'

export type SiwxMessageUnavailableErrorType = SiwxMessageUnavailableError & {
  name: 'SiwxMessageUnavailableError'
}
/**
 * A sign-in message asked for before the adapter loaded the code that writes it:
 * `siwx.createMessage` answers at once, so it cannot wait for that code. Each adapter names
 * the way to load it in `hint`.
 */
export class SiwxMessageUnavailableError extends BaseError {
  override name = 'SiwxMessageUnavailableError' as const
  constructor({ hint = 'Connect a wallet first' }: { hint?: string } = {}) {
    super('The sign-in message is written once a wallet is connected', {
      metaMessages: [hint],
    })
  }
}
