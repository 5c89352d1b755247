import { OnrampAmountError, OnrampUnavailableError } from '../../errors/features.js'
import { InvalidDecimalError } from '../../errors/rules.js'
import type { Network } from '../../types/network.js'
import { compareDecimals } from '../../utils/compareDecimals.js'
import { isSendAmount } from '../../utils/isSendAmount.js'
import type { OnrampState } from './createOnrampStore.js'
import { findOnrampNetwork } from './findOnrampNetwork.js'

export type OnrampForm = {
  purchaseCurrency: { id: string; symbol: string }
  paymentCurrency: string
  amount: string
  /** the on-ramp's name for the active network, when it sells the currency there */
  networkName: string | undefined
}

/**
 * The on-ramp form, checked: a payment currency the options offer (else
 * OnrampUnavailableError), a positive amount (else InvalidDecimalError) within the payment
 * method's limits for that currency (else OnrampAmountError).
 */
export function readOnrampForm(state: OnrampState, network: Network): OnrampForm {
  const { options, paymentAmount, paymentMethod } = state
  const purchase = options?.purchaseCurrencies.find((c) => c.id === state.purchaseCurrency)
  const payment = options?.paymentCurrencies.find((c) => c.id === state.paymentCurrency)
  if (!payment)
    throw new OnrampUnavailableError({
      metaMessages: [`Payment currency not offered: ${state.paymentCurrency ?? 'none'}`],
    })
  if (!isSendAmount(paymentAmount)) throw new InvalidDecimalError({ value: paymentAmount })
  const limit = payment.payment_method_limits.find((l) => l.id === paymentMethod)
  if (
    limit &&
    (compareDecimals(paymentAmount, limit.min) < 0 || compareDecimals(paymentAmount, limit.max) > 0)
  )
    throw new OnrampAmountError({ min: limit.min, max: limit.max, currency: payment.id })
  return {
    // the fallback options list no purchase currencies: the native one is bought
    purchaseCurrency: purchase ?? {
      id: network.nativeCurrency.symbol,
      symbol: network.nativeCurrency.symbol,
    },
    paymentCurrency: payment.id,
    amount: paymentAmount,
    networkName: findOnrampNetwork(purchase, network)?.name,
  }
}
