import { type SendState, setSendAmount } from '@walletport/core'
import { useId, useState } from 'react'
import { formatFiat } from '../../format/formatFiat.js'
import { isDecimalString } from '../../format/isDecimalString.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

export type AmountFieldProps = {
  send: SendState
  /** what is wrong with the amount, shown once something was typed */
  error: PlainMessageKey | undefined
}

/**
 * The amount, typed in the token or in USD (a toggle, when the token has a price); the other
 * currency's value shows beneath. Core keeps the amount in token units.
 */
export function AmountField({ send, error }: AmountFieldProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const id = useId()
  const { token, sendTokenAmount } = send
  const price = token?.price ?? 0
  const [fiat, setFiat] = useState<string | undefined>()
  const [fiatError, setFiatError] = useState(false)
  const inFiat = fiat !== undefined && price > 0
  const symbol = token?.symbol ?? ''

  function onChange(value: string) {
    if (!inFiat) {
      setSendAmount(kit, { amount: value })
      return
    }
    setFiat(value)
    try {
      setSendAmount(kit, { amount: value, currency: 'fiat' })
      setFiatError(false)
    } catch {
      // a fiat amount that is not a number leaves core's amount as it was
      setFiatError(value !== '')
      if (value === '') setSendAmount(kit, { amount: undefined })
    }
  }

  const amount = sendTokenAmount ?? ''
  const other = inFiat
    ? amount && `${amount} ${symbol}`
    : isDecimalString(amount) && price > 0
      ? formatFiat(Number(amount) * price, locale)
      : ''
  const message = fiatError ? 'send.amountInvalid' : amount || fiat ? error : undefined
  return (
    <div className="wp-send-field">
      <label className="wp-label" htmlFor={id}>
        {inFiat ? t('send.amountIn', { currency: 'USD' }) : t('send.amount')}
      </label>
      <div className="wp-field">
        <input
          id={id}
          className="wp-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={inFiat ? fiat : amount}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : other ? `${id}-other` : undefined}
          onChange={(event) => onChange(event.target.value.replace(',', '.'))}
        />
        {price > 0 && (
          <button
            type="button"
            className="wp-action wp-action-secondary wp-currency"
            aria-label={inFiat ? t('send.inToken', { symbol }) : t('send.inFiat')}
            onClick={() => {
              setFiatError(false)
              setFiat(
                inFiat
                  ? undefined
                  : isDecimalString(amount)
                    ? (Number(amount) * price).toFixed(2)
                    : '',
              )
            }}
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
