import { ensureOnrampStore } from '../features/featureStores.js'
import {
  type FetchOnrampQuoteReturnType,
  fetchOnrampQuote,
} from '../features/onramp/fetchOnrampQuote.js'
import type { Kit } from '../kit/types.js'
import { accountKey } from './accountKey.js'
import type { KitQueryOptions } from './types.js'

/**
 * Docs: /core/query/onrampQuoteQueryOptions. A quote for the on-ramp form as it is now (see
 * setOnrampParameters); the form is part of the key, so a new amount or currency reads again.
 */
export function onrampQuoteQueryOptions(kit: Kit): KitQueryOptions<FetchOnrampQuoteReturnType> {
  const { purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount } =
    ensureOnrampStore(kit).$onramp.get()
  const key = accountKey(kit)
  return {
    queryKey: ['onrampQuote', key, purchaseCurrency, paymentCurrency, paymentMethod, paymentAmount],
    queryFn: ({ signal }) => fetchOnrampQuote(kit, { signal }),
    enabled: key !== undefined,
  }
}
