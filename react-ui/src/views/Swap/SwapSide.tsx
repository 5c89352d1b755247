import { pushView, type SwapToken } from '@walletport/core'
import { useId } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getTokenLabel } from './getTokenLabel.js'

export type SwapSideProps = {
  side: 'sourceToken' | 'toToken'
  token: SwapToken | undefined
  /** the amount typed (sell) or quoted (buy), formatted for display on the buy side */
  amount: string
  /** the sell side's amount field; the buy side shows the quote */
  onAmount?: (value: string) => void
  /** the account's balance of the token, formatted */
  balance?: string | undefined
  /** the amount's USD value, where the token has a price */
  valueUsd?: number | undefined
  error?: string | undefined
  busy?: boolean
}

/** One side of the swap: its token (opening the picker), its amount and the amount's USD value. */
export function SwapSide(props: SwapSideProps) {
  const { side, token, amount, onAmount, balance, valueUsd, error, busy } = props
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const id = useId()
  const sell = side === 'sourceToken'
  const symbol = token && getTokenLabel(token)
  const label = sell ? t('swap.sell') : t('swap.buy')
  return (
    <fieldset className="wp-swap-side">
      <legend className="wp-label">{label}</legend>
      <div className="wp-field">
        {onAmount ? (
          <input
            id={`${id}-amount`}
            className="wp-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            aria-label={t('swap.sellAmount')}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? `${id}-error` : valueUsd !== undefined ? `${id}-value` : undefined
            }
            value={amount}
            onChange={(event) => onAmount(event.target.value.replace(',', '.'))}
          />
        ) : (
          <output
            className="wp-input wp-swap-output"
            aria-label={t('swap.buyAmount')}
            aria-busy={busy || undefined}
          >
            {amount || '0'}
          </output>
        )}
        <button
          type="button"
          className="wp-token-button"
          aria-label={
            symbol
              ? t(sell ? 'swap.changeSellToken' : 'swap.changeBuyToken', { symbol })
              : t(sell ? 'swap.selectSellToken' : 'swap.selectBuyToken')
          }
          onClick={() => pushView(kit, { view: 'SwapSelectToken', data: { swapSide: side } })}
        >
          {token && <Logo name={symbol ?? '?'} src={token.logoUri} size="sm" />}
          <span className="wp-token-symbol">{symbol ?? t('swap.selectToken')}</span>
          <ChevronIcon />
        </button>
      </div>
      <div className="wp-swap-side-hints">
        {valueUsd !== undefined && (
          <p className="wp-hint" id={`${id}-value`}>
            {t('send.approximately', { value: formatFiat(valueUsd, locale) })}
          </p>
        )}
        {balance !== undefined && symbol && (
          <p className="wp-hint">{t('swap.balance', { amount: balance, symbol })}</p>
        )}
      </div>
      {error && (
        <p className="wp-field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  )
}
