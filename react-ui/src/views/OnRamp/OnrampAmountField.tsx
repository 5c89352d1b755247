import { setOnrampParameters } from '@walletport/core'
import { useId } from 'react'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { OnrampForm } from './useOnrampForm.js'

/** The fiat amount, with the payment method's limits beneath (or what is wrong with it). */
export function OnrampAmountField({ form }: { form: OnrampForm }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const id = useId()
  const { onramp, payment, amountError, limitsText } = form
  return (
    <div className="wp-email">
      <label className="wp-label" htmlFor={id}>
        {t('onramp.amount', { currency: payment?.id ?? '' })}
      </label>
      <input
        id={id}
        className="wp-input"
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        value={onramp.paymentAmount ?? ''}
        aria-invalid={amountError ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(event) =>
          setOnrampParameters(kit, { amount: event.target.value.replace(',', '.') || undefined })
        }
      />
      <p className={amountError ? 'wp-field-error' : 'wp-hint'} id={`${id}-hint`}>
        {amountError ?? limitsText ?? ''}
      </p>
    </div>
  )
}
