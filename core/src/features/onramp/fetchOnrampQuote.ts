import type { BaseErrorType } from '../../errors/base.js'
import {
  type DataSourceMethodMissingErrorType,
  type OnrampAmountErrorType,
  OnrampUnavailableError,
  type OnrampUnavailableErrorType,
} from '../../errors/features.js'
import type {
  ChainAdapterNotFoundErrorType,
  NetworkOrAddressUndefinedErrorType,
} from '../../errors/kit.js'
import type { InvalidDecimalErrorType } from '../../errors/rules.js'
import type { Kit } from '../../kit/types.js'
import type { OnrampQuoteResult } from '../../types/dataSource.js'
import { ensureOnrampStore } from '../featureStores.js'
import { getAccountKey, requireAccount } from '../requireAccount.js'
import { requireDataSource } from '../requireDataSource.js'
import { fetchOnrampOptions } from './fetchOnrampOptions.js'
import { readOnrampForm } from './readOnrampForm.js'

export type FetchOnrampQuoteParameters = { signal?: AbortSignal }
export type FetchOnrampQuoteReturnType = OnrampQuoteResult
export type FetchOnrampQuoteErrorType =
  | InvalidDecimalErrorType
  | OnrampAmountErrorType
  | OnrampUnavailableErrorType
  | DataSourceMethodMissingErrorType
  | NetworkOrAddressUndefinedErrorType
  | ChainAdapterNotFoundErrorType
  | BaseErrorType

/**
 * Docs: /core/actions/fetchOnrampQuote. Quotes the on-ramp form:
 * fees, subtotal, total and the amount bought, into the on-ramp state. The options are read
 * first when missing; the amount must be within the payment method's limits. When the
 * service fails the hosted source gives an estimate (`isFallback`) that charges the top of
 * the 1-2% provider fee range; where the on-ramp is not served it throws
 * OnrampUnavailableError.
 */
export async function fetchOnrampQuote(
  kit: Kit,
  { signal }: FetchOnrampQuoteParameters = {},
): Promise<FetchOnrampQuoteReturnType> {
  const { network, key } = requireAccount(kit)
  const source = requireDataSource(kit, 'getOnrampQuote')
  const store = ensureOnrampStore(kit)
  if (!store.$onramp.get().options) await fetchOnrampOptions(kit, { signal })
  const state = store.$onramp.get()
  const form = readOnrampForm(state, network)
  store.update({ loadingQuote: true })
  let quote: OnrampQuoteResult | undefined
  try {
    quote = await source.getOnrampQuote({
      network,
      purchaseCurrency: form.purchaseCurrency.id,
      paymentCurrency: form.paymentCurrency,
      amount: form.amount,
      purchaseNetwork: form.networkName ?? network.chainNamespace,
      signal,
    })
  } finally {
    store.update({ loadingQuote: false })
  }
  if (!quote)
    throw new OnrampUnavailableError({ metaMessages: [`Network: ${network.caipNetworkId}`] })
  const now = store.$onramp.get()
  if (
    getAccountKey(kit) === key &&
    now.paymentAmount === state.paymentAmount &&
    now.paymentCurrency === state.paymentCurrency &&
    now.purchaseCurrency === state.purchaseCurrency
  )
    store.update({ quote })
  return quote
}
