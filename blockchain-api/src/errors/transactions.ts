import type { Alert } from './alerts.js'
import { BaseError } from './BaseError.js'
import { getErrorAlert } from './getErrorAlert.js'

export type FetchTransactionsErrorType = FetchTransactionsError & {
  name: 'FetchTransactionsError'
}
/** The history call failed; the request failure is the cause. */
export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError' as const
  readonly alert: Alert | undefined
  constructor({ cause }: { cause: unknown }) {
    super('Failed to fetch transactions', { cause })
    this.alert = getErrorAlert(cause)
  }
}
