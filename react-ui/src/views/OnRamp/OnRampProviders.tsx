import {
  fetchOnrampOptions,
  getOnrampState,
  OnrampWindowBlockedError,
  openOnramp,
  openOnrampWindow,
  showToast,
} from '@walletport/core'
import { type FormEvent, useCallback, useEffect, useState } from 'react'
import { SkeletonList } from '../../components/SkeletonList.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { OnrampAmountField } from './OnrampAmountField.js'
import { OnrampCurrencyFields } from './OnrampCurrencyFields.js'
import { OnrampQuoteDetails } from './OnrampQuoteDetails.js'
import { OnrampQuotePending } from './OnrampQuotePending.js'
import { useOnrampForm } from './useOnrampForm.js'

/**
 * The on-ramp: what to buy on the active network, the fiat currency and payment method with
 * its limits as money in the locale, the amount, the quote with the provider's 1-2% fee range
 * (its rows held busy while it loads), and Buy, which opens the provider's page in a new tab
 * and waits, said on the button, until the visitor comes back. Defaults and estimates from a
 * failed service are marked.
 */
export function OnRampProviders(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const [failed, setFailed] = useState(false)
  const form = useOnrampForm()
  const load = useCallback(() => {
    setFailed(false)
    fetchOnrampOptions(kit).catch((error: unknown) => {
      kit.log.warn('the on-ramp options could not be read', error)
      setFailed(true)
    })
  }, [kit])
  useEffect(() => {
    if (!getOnrampState(kit).options) load()
  }, [kit, load])

  if (failed)
    return (
      <div className="wp-stack">
        <p className="wp-empty">{t('onramp.optionsFailed')}</p>
        <button type="button" className="wp-action wp-action-secondary" onClick={load}>
          {t('onramp.retry')}
        </button>
      </div>
    )
  if (!form.onramp.options) return <SkeletonList label={t('onramp.loading')} count={3} />
  return <OnrampForm form={form} />
}

function OnrampForm({ form }: { form: ReturnType<typeof useOnrampForm> }) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const [opening, setOpening] = useState(false)
  const { onramp, payment, inLimits, status } = form
  const { quote, purchasePending } = onramp
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

  const busy = opening || purchasePending
  return (
    <form className="wp-stack" onSubmit={buy} noValidate aria-busy={busy || undefined}>
      {onramp.options?.isFallback && <p className="wp-hint">{t('onramp.defaultOptions')}</p>}
      <OnrampCurrencyFields form={form} />
      <OnrampAmountField form={form} />
      {quote && payment && inLimits && (
        <OnrampQuoteDetails
          quote={quote}
          amount={onramp.paymentAmount ?? ''}
          currency={payment.id}
        />
      )}
      {status === 'waiting' && <OnrampQuotePending />}
      {status === 'failed' && <p className="wp-field-error">{t('onramp.quoteFailed')}</p>}
      {purchasePending && (
        <p className="wp-hint" role="status" data-state="pending">
          {t('onramp.pending')}
        </p>
      )}
      <button
        type="submit"
        className="wp-action"
        aria-disabled={!ready || undefined}
        aria-busy={busy || undefined}
      >
        {opening ? t('onramp.opening') : purchasePending ? t('onramp.waiting') : t('onramp.buy')}
      </button>
    </form>
  )
}
