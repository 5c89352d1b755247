import type { SendState } from '@walletport/core'
import { useId } from 'react'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useAmountField } from './useAmountField.js'

export type AmountFieldProps = {
  send: SendState
  /** what is wrong with the amount, shown once something was typed */
  error: PlainMessageKey | undefined
}

/**
 * The amount, typed in the token or in USD (a toggle, when the token has a price), with Max;
 * the other currency's value shows beneath. Core keeps the amount in token units.
 */
export function AmountField({ send, error }: AmountFieldProps) {
  const { t } = useMessages()
  const id = useId()
  const field = useAmountField(send)
  const { inFiat, amount, symbol, other } = field
  const message = field.fiatError ? 'send.amountInvalid' : amount || field.fiat ? error : undefined
  return (
    <div className="wp-send-field">
      <label className="wp-label" htmlFor={id}>
        {inFiat ? t('send.amountIn', { currency: 'USD' }) : t('send.amount')}
      </label>
      <div className="wp-field wp-amount-field">
        <input
          id={id}
          className="wp-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={inFiat ? field.fiat : amount}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : other ? `${id}-other` : undefined}
          onChange={(event) => field.onChange(event.target.value.replace(',', '.'))}
        />
        {field.canMax && (
          <button
            type="button"
            className="wp-action wp-action-secondary wp-max"
            aria-label={send.token?.address ? t('send.maxToken') : t('send.maxLabel')}
            onClick={() => void field.fillMax()}
          >
            {t('send.max')}
          </button>
        )}
        {field.price > 0 && (
          <button
            type="button"
            className="wp-action wp-action-secondary wp-currency"
            aria-label={inFiat ? t('send.inToken', { symbol }) : t('send.inFiat')}
            onClick={field.toggleCurrency}
          >
            {/* the currency it switches to, which the label names too */}
            {inFiat ? symbol : 'USD'}
          </button>
        )}
      </div>
      {other && (
        <p className="wp-hint" id={`${id}-other`}>
          {t('send.approximately', { value: other })}
        </p>
      )}
      {message && (
        <p className="wp-field-error" id={`${id}-error`}>
          {t(message)}
        </p>
      )}
    </div>
  )
}
