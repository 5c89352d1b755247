import type { ReadableAtom } from 'nanostores'
import { createRecordStore } from '../../stores/createRecordStore.js'
import type { OnrampOptionsResult, OnrampQuoteResult } from '../../types/dataSource.js'

/** The on-ramp form and the service's answers. */
export type OnrampState = Readonly<{
  options?: OnrampOptionsResult
  /** a purchase currency id of the options, e.g. the id of ETH */
  purchaseCurrency?: string
  /** a payment currency id, e.g. 'USD' */
  paymentCurrency?: string
  /** the payment method whose limits apply; 'card' by default */
  paymentMethod: string
  /** the fiat amount to pay, as typed */
  paymentAmount?: string
  quote?: OnrampQuoteResult
  loadingOptions: boolean
  loadingQuote: boolean
  /** the provider's page is open; cleared when the visitor comes back */
  purchasePending: boolean
}>

export type OnrampStore = {
  $onramp: ReadableAtom<OnrampState>
  update(patch: Partial<OnrampState>): void
  reset(): void
}

/** The on-ramp form of one kit, made on first use. */
export function createOnrampStore(): OnrampStore {
  const { $store, update, reset } = createRecordStore<OnrampState>({
    paymentMethod: 'card',
    loadingOptions: false,
    loadingQuote: false,
    purchasePending: false,
  })
  return { $onramp: $store, update, reset }
}
