import { useStore } from '@nanostores/react'
import { $onrampState, isSendAmount, type OnrampState } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { formatLimits } from './formatLimits.js'
import { type OnrampQuoteStatus, useOnrampQuote } from './useOnrampQuote.js'

type Options = NonNullable<OnrampState['options']>

export type OnrampForm = {
  onramp: OnrampState
  purchase: Options['purchaseCurrencies'][number] | undefined
  payment: Options['paymentCurrencies'][number] | undefined
  /** the payment method's limits as money in the locale ("Between $10.00 and $7,500.00") */
  limitsText: string | undefined
  amountValid: boolean
  inLimits: boolean
  amountError: string | undefined
  status: OnrampQuoteStatus
}

/** The on-ramp form as core holds it, with its limits and the quote's status. */
export function useOnrampForm(): OnrampForm {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const onramp = useStore($onrampState(kit))
  const { options, paymentAmount = '', paymentMethod } = onramp
  const purchase = options?.purchaseCurrencies.find((c) => c.id === onramp.purchaseCurrency)
  const payment = options?.paymentCurrencies.find((c) => c.id === onramp.paymentCurrency)
  const limit = payment?.payment_method_limits.find((l) => l.id === paymentMethod)
  const amountValid = isSendAmount(paymentAmount)
  const inLimits =
    amountValid &&
    (!limit ||
      (Number(paymentAmount) >= Number(limit.min) && Number(paymentAmount) <= Number(limit.max)))
  const status = useOnrampQuote(Boolean(payment) && inLimits)
  const limitsText =
    limit && payment ? t('onramp.limits', formatLimits(limit, payment.id, locale)) : undefined
  const amountError = !paymentAmount
    ? undefined
    : !amountValid
      ? t('onramp.amountInvalid')
      : !inLimits
        ? limitsText
        : undefined
  return { onramp, purchase, payment, limitsText, amountValid, inLimits, amountError, status }
}
