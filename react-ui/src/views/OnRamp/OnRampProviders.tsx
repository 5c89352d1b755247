import { useStore } from '@nanostores/react'
import {
  fetchOnrampOptions,
  getOnrampState,
  isSendAmount,
  OnrampWindowBlockedError,
  openOnramp,
  openOnrampWindow,
  setOnrampParameters,
  showToast,
} from '@walletport/core'
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { formatLimits } from './formatLimits.js'
import { OnrampQuoteDetails } from './OnrampQuoteDetails.js'
import { SelectField } from './SelectField.js'
import { useOnrampQuote } from './useOnrampQuote.js'

// the payment methods the catalogue names; another is shown by its id
const METHODS: Readonly<Record<string, PlainMessageKey>> = {
  card: 'onramp.card',
  ach_bank_account: 'onramp.bankAccount',
}

/**
 * The on-ramp: what to buy on the active network, the fiat currency and payment method with
 * its limits, the amount, the quote with the provider's 1-2% fee range, and Buy, which opens
 * the provider's page in a new tab. Defaults and estimates from a failed service are marked.
 */
export function OnRampProviders(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const amountId = useId()
  const onramp = useStore(getOnrampState(kit))
  const network = useStore(kit.$activeNetwork)
  const [failed, setFailed] = useState(false)
  const [opening, setOpening] = useState(false)
  const { options, paymentAmount = '', paymentMethod, quote } = onramp

  const load = useCallback(() => {
    setFailed(false)
    fetchOnrampOptions(kit).catch((error: unknown) => {
      kit.log.warn('the on-ramp options could not be read', error)
      setFailed(true)
    })
  }, [kit])
  useEffect(() => {
    if (!getOnrampState(kit).get().options) load()
  }, [kit, load])

  const purchase = options?.purchaseCurrencies.find((c) => c.id === onramp.purchaseCurrency)
  const payment = options?.paymentCurrencies.find((c) => c.id === onramp.paymentCurrency)
  const limit = payment?.payment_method_limits.find((l) => l.id === paymentMethod)
  const amountValid = isSendAmount(paymentAmount)
  const inLimits =
    amountValid &&
    (!limit ||
      (Number(paymentAmount) >= Number(limit.min) && Number(paymentAmount) <= Number(limit.max)))
  const status = useOnrampQuote(Boolean(payment) && inLimits)

  if (failed)
    return (
      <div className="wp-stack">
        <p className="wp-empty">{t('onramp.optionsFailed')}</p>
        <button type="button" className="wp-action wp-action-secondary" onClick={load}>
          {t('onramp.retry')}
        </button>
      </div>
    )
  if (!options) return <Spinner label={t('onramp.loading')} />

  const limitsText = (l: { min: string; max: string }, currency: string) =>
    t('onramp.limits', { ...formatLimits(l, locale), currency })

  const onrampNetwork = purchase?.networks.find((n) => n.chain_id === String(network.id))
  const amountError = !paymentAmount
    ? undefined
    : !amountValid
      ? t('onramp.amountInvalid')
      : !inLimits && limit && payment
        ? limitsText(limit, payment.id)
        : undefined
  const ready = Boolean(quote) && inLimits && !opening

  async function buy(event: FormEvent) {
    event.preventDefault()
    if (!ready) return
    // opened now, inside the click: a window opened after the request is awaited is blocked
    const target = openOnrampWindow() ?? null
    setOpening(true)
    try {
      await openOnramp(kit, { window: target })
    } catch (error) {
      kit.log.warn('the on-ramp could not be opened', error)
      const blocked = error instanceof OnrampWindowBlockedError
      showToast(kit, {
        variant: 'error',
        message: t(blocked ? 'toast.onrampBlocked' : 'toast.onrampFailed'),
      })
    } finally {
      setOpening(false)
    }
  }

  return (
    <form className="wp-stack" onSubmit={buy} noValidate>
      {options.isFallback && <p className="wp-hint">{t('onramp.defaultOptions')}</p>}
      {options.purchaseCurrencies.length > 0 ? (
        <SelectField
          label={t('onramp.purchaseCurrency')}
          value={onramp.purchaseCurrency ?? ''}
          options={[
            ...(purchase ? [] : [{ value: '', label: t('onramp.choose') }]),
            ...options.purchaseCurrencies.map((c) => ({ value: c.id, label: c.symbol })),
          ]}
          onChange={(value) => setOnrampParameters(kit, { purchaseCurrency: value })}
        />
      ) : (
        <p className="wp-text">{t('onramp.buying', { symbol: network.nativeCurrency.symbol })}</p>
      )}
      <p className="wp-text">
        {onrampNetwork || !purchase
          ? t('onramp.network', { network: onrampNetwork?.display_name ?? network.name })
          : t('onramp.notOnNetwork', { symbol: purchase.symbol, network: network.name })}
      </p>
      <div className="wp-field">
        <SelectField
          label={t('onramp.paymentCurrency')}
          value={onramp.paymentCurrency ?? ''}
          options={options.paymentCurrencies.map((c) => ({ value: c.id, label: c.id }))}
          onChange={(value) => setOnrampParameters(kit, { paymentCurrency: value })}
        />
        <SelectField
          label={t('onramp.paymentMethod')}
          value={paymentMethod}
          options={(payment?.payment_method_limits ?? []).map((l) => ({
            value: l.id,
            label: METHODS[l.id] ? t(METHODS[l.id] as PlainMessageKey) : l.id,
          }))}
          onChange={(value) => setOnrampParameters(kit, { paymentMethod: value })}
        />
      </div>
      <div className="wp-email">
        <label className="wp-label" htmlFor={amountId}>
          {t('onramp.amount', { currency: payment?.id ?? '' })}
        </label>
        <input
          id={amountId}
          className="wp-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={paymentAmount}
          aria-invalid={amountError ? true : undefined}
          aria-describedby={`${amountId}-hint`}
          onChange={(event) =>
            setOnrampParameters(kit, { amount: event.target.value.replace(',', '.') || undefined })
          }
        />
        <p className={amountError ? 'wp-field-error' : 'wp-hint'} id={`${amountId}-hint`}>
          {amountError ?? (limit && payment ? limitsText(limit, payment.id) : '')}
        </p>
      </div>
      {quote && payment && inLimits && (
        <OnrampQuoteDetails quote={quote} amount={paymentAmount} currency={payment.id} />
      )}
      {status === 'waiting' && <Spinner label={t('onramp.quoting')} />}
      {status === 'failed' && <p className="wp-field-error">{t('onramp.quoteFailed')}</p>}
      {onramp.purchasePending && (
        <p className="wp-hint" role="status" data-state="pending">
          {t('onramp.pending')}
        </p>
      )}
      <button
        type="submit"
        className="wp-action"
        aria-disabled={!ready || undefined}
        aria-busy={opening || undefined}
      >
        {t('onramp.buy')}
      </button>
    </form>
  )
}
