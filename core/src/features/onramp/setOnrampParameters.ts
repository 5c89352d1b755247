import type { Kit } from '../../kit/types.js'
import { ensureOnrampStore } from '../featureStores.js'
import type { OnrampState } from './createOnrampStore.js'

/** Only the keys given change. */
export type SetOnrampParametersParameters = {
  /** a purchase currency id of the options */
  purchaseCurrency?: string
  /** a payment currency id, e.g. 'USD' */
  paymentCurrency?: string
  /** the payment method whose limits apply, e.g. 'card' */
  paymentMethod?: string
  /** the fiat amount to pay, as typed */
  amount?: string | undefined
}

/** Docs: /core/actions/setOnrampParameters. Changes the on-ramp form; the quote is cleared. */
export function setOnrampParameters(
  kit: Kit,
  parameters: SetOnrampParametersParameters,
): OnrampState {
  const store = ensureOnrampStore(kit)
  const { purchaseCurrency, paymentCurrency, paymentMethod, amount } = parameters
  store.update({
    ...(purchaseCurrency !== undefined ? { purchaseCurrency } : {}),
    ...(paymentCurrency !== undefined ? { paymentCurrency } : {}),
    ...(paymentMethod !== undefined ? { paymentMethod } : {}),
    ...(Object.hasOwn(parameters, 'amount') ? { paymentAmount: amount } : {}),
    quote: undefined,
  })
  return store.$onramp.get()
}
