import { BaseError } from './base.js'
import { defineError } from './defineError.js'

// the account features' own failures; the data-service ones ('Error resolving name', 'Failed
// to fetch transactions', 'Network not supported for Swaps'...) come from blockchain-api

export type DataSourceMethodMissingErrorType = DataSourceMethodMissingError & {
  name: 'DataSourceMethodMissingError'
}
/** A feature action needs a data-source method that the kit's data source does not have. */
export class DataSourceMethodMissingError extends BaseError {
  override name = 'DataSourceMethodMissingError' as const
  readonly method: string
  constructor({ method }: { method: string }) {
    super('No data source serves this feature', {
      metaMessages: [
        `Missing: dataSource.${method}`,
        'Pass dataSource: hostedData() to createKit, or a data source with this method.',
      ],
    })
    this.method = method
  }
}

export class InsufficientGasError extends /* @__PURE__ */ defineError(
  'InsufficientGasError',
  'Insufficient funds for network fees',
) {}
export class TokenPriceUnavailableError extends /* @__PURE__ */ defineError(
  'TokenPriceUnavailableError',
  'Token price unavailable',
) {}
export class IncompleteSwapError extends /* @__PURE__ */ defineError(
  'IncompleteSwapError',
  'Select the tokens to swap and an amount',
) {}
export class NoSwapQuoteError extends /* @__PURE__ */ defineError(
  'NoSwapQuoteError',
  'No swap quote available',
) {}
/** The account's NFTs could not be read; the list is left empty (the tab shows so). */
export class NftListError extends /* @__PURE__ */ defineError(
  'NftListError',
  'Failed to fetch NFTs',
) {}
export type NftListErrorType = NftListError & { name: 'NftListError' }
export class OnrampUnavailableError extends /* @__PURE__ */ defineError(
  'OnrampUnavailableError',
  'On-ramp is not available on this network',
) {}
export type OnrampWindowBlockedErrorType = OnrampWindowBlockedError & {
  name: 'OnrampWindowBlockedError'
}
/** The browser refused the provider's window: it was not opened in the visitor's click. */
export class OnrampWindowBlockedError extends /* @__PURE__ */ defineError(
  'OnrampWindowBlockedError',
  'The on-ramp window was blocked',
) {}

export type InvalidSlippageErrorType = InvalidSlippageError & { name: 'InvalidSlippageError' }
/** Slippage is a percentage above 0 and at most 50. */
export class InvalidSlippageError extends BaseError {
  override name = 'InvalidSlippageError' as const
  constructor({ value }: { value: unknown }) {
    super('Invalid slippage', {
      metaMessages: ['Expected a percentage above 0 and at most 50.', `Received: ${String(value)}`],
    })
  }
}

export type OnrampAmountErrorType = OnrampAmountError & { name: 'OnrampAmountError' }
/** An amount outside the payment method's limits. */
export class OnrampAmountError extends BaseError {
  override name = 'OnrampAmountError' as const
  readonly min: string
  readonly max: string
  constructor({ min, max, currency }: { min: string; max: string; currency: string }) {
    super(`Enter an amount between ${min} and ${max} ${currency}`)
    this.min = min
    this.max = max
  }
}

export type InvalidDateErrorType = InvalidDateError & { name: 'InvalidDateError' }
export class InvalidDateError extends BaseError {
  override name = 'InvalidDateError' as const
  constructor({ value }: { value: unknown }) {
    const text = typeof value === 'string' ? JSON.stringify(value).slice(0, 120) : typeof value
    super('Invalid date', { metaMessages: [`Received: ${text}`] })
  }
}

export type InsufficientGasErrorType = InsufficientGasError & { name: 'InsufficientGasError' }
export type TokenPriceUnavailableErrorType = TokenPriceUnavailableError & {
  name: 'TokenPriceUnavailableError'
}
export type IncompleteSwapErrorType = IncompleteSwapError & { name: 'IncompleteSwapError' }
export type NoSwapQuoteErrorType = NoSwapQuoteError & { name: 'NoSwapQuoteError' }
export type OnrampUnavailableErrorType = OnrampUnavailableError & {
  name: 'OnrampUnavailableError'
}

// the data service's errors the feature actions throw, so apps can catch them from core
export {
  FetchTransactionsError,
  type FetchTransactionsErrorType,
  NameRegistrationError,
  type NameRegistrationErrorType,
  NameResolutionError,
  type NameResolutionErrorType,
  NameSuggestionsError,
  type NameSuggestionsErrorType,
  NetworkNotSupportedError,
  type NetworkNotSupportedErrorType,
  ServiceUnavailableError,
  type ServiceUnavailableErrorType,
} from '@walletport/blockchain-api'
