import type { SwapToken } from '@walletport/core'
import { Logo } from '../../components/Logo.js'
import { formatFiat } from '../../format/formatFiat.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { getTokenLabel } from './getTokenLabel.js'

export type SwapReviewAmountProps = {
  label: string
  token: SwapToken
  /** a decimal string in token units */
  amount: string
  valueUsd: number | undefined
}

/** One side of the review: the token's logo, the amount and its USD value. */
export function SwapReviewAmount({ label, token, amount, valueUsd }: SwapReviewAmountProps) {
  const { t, locale } = useMessages()
  const symbol = getTokenLabel(token)
  return (
    <div className="wp-swap-review-side">
      <Logo name={symbol} src={token.logoUri} size="md" />
      <dl className="wp-swap-review-amount">
        <dt className="wp-label">{label}</dt>
        <dd className="wp-account-name">
          {t('swap.tokenAmount', { amount: formatTokenAmount(amount, locale), symbol })}
        </dd>
        {valueUsd !== undefined && (
          <dd className="wp-hint">
            {t('send.approximately', { value: formatFiat(valueUsd, locale) })}
          </dd>
        )}
      </dl>
    </div>
  )
}
