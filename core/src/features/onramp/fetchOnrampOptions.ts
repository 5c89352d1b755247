import type { BaseErrorType } from '../../errors/base.js'
import type { DataSourceMethodMissingErrorType } from '../../errors/features.js'
import type { Kit } from '../../kit/types.js'
import type { OnrampOptionsResult } from '../../types/dataSource.js'
import { ensureOnrampStore } from '../featureStores.js'
import { requireDataSource } from '../requireDataSource.js'

export type FetchOnrampOptionsParameters = { signal?: AbortSignal }
export type FetchOnrampOptionsReturnType = OnrampOptionsResult
export type FetchOnrampOptionsErrorType = DataSourceMethodMissingErrorType | BaseErrorType

/**
 * Docs: /core/actions/fetchOnrampOptions. Reads what the on-ramp sells and takes (purchase
 * and payment currencies, their networks and payment limits) into the on-ramp state. The
 * hosted service falls back to the built-in USD and EUR limits when the call fails
 * (`isFallback`). Picks a payment currency (USD when offered) and the active network's
 * native currency to buy, unless already picked.
 */
export async function fetchOnrampOptions(
  kit: Kit,
  { signal }: FetchOnrampOptionsParameters = {},
): Promise<FetchOnrampOptionsReturnType> {
  const source = requireDataSource(kit, 'getOnrampOptions')
  const store = ensureOnrampStore(kit)
  store.update({ loadingOptions: true })
  let options: OnrampOptionsResult
  try {
    options = await source.getOnrampOptions({ signal })
  } finally {
    store.update({ loadingOptions: false })
  }
  const { purchaseCurrency, paymentCurrency } = store.$onramp.get()
  const symbol = kit.$activeNetwork.get().nativeCurrency.symbol
  const payments = options.paymentCurrencies
  store.update({
    options,
    paymentCurrency: paymentCurrency ?? (payments.find((c) => c.id === 'USD') ?? payments[0])?.id,
    purchaseCurrency:
      purchaseCurrency ?? options.purchaseCurrencies.find((c) => c.symbol === symbol)?.id,
  })
  return options
}
