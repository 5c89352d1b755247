import type { Alert } from './alerts.js'
import { BaseError } from './BaseError.js'
import { getErrorAlert } from './getErrorAlert.js'

// the name calls; each wraps the request failure as its cause

export type NameResolutionErrorType = NameResolutionError & { name: 'NameResolutionError' }
export class NameResolutionError extends BaseError {
  override name = 'NameResolutionError' as const
  readonly alert: Alert | undefined
  constructor({ cause }: { cause: unknown }) {
    super('Error resolving name', { cause })
    this.alert = getErrorAlert(cause)
  }
}

export type NameSuggestionsErrorType = NameSuggestionsError & {
  name: 'NameSuggestionsError'
}
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError' as const
  readonly alert: Alert | undefined
  constructor({ cause }: { cause: unknown }) {
    super('Error fetching name suggestions', { cause })
    this.alert = getErrorAlert(cause)
  }
}

export type AddressNamesErrorType = AddressNamesError & {
  name: 'AddressNamesError'
}
export class AddressNamesError extends BaseError {
  override name = 'AddressNamesError' as const
  readonly alert: Alert | undefined
  constructor({ cause }: { cause: unknown }) {
    super('Error fetching names for address', { cause })
    this.alert = getErrorAlert(cause)
  }
}

export type NameRegistrationErrorType = NameRegistrationError & { name: 'NameRegistrationError' }
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError' as const
  readonly alert: Alert | undefined
  constructor({ cause, details }: { cause?: unknown; details?: string }) {
    super('Error registering name', { cause, details })
    this.alert = getErrorAlert(cause)
  }
}
