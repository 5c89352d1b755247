import { getOnrampFeeRange, type OnrampQuoteResult } from '@walletport/core'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { formatMoney } from './formatMoney.js'

type Amount = { amount: string; currency: string }

/** The quote: what is bought, the fees, subtotal and total, and the provider's 1-2% range. */
export function OnrampQuoteDetails({
  quote,
  amount,
  currency,
}: {
  quote: OnrampQuoteResult
  /** the fiat amount typed, which the fee range is of */
  amount: string
  currency: string
}) {
  const { t, locale } = useMessages()
  // fiat amounts are money in the locale; the amount bought is cut for reading
  const show = (value: Amount, crypto = false) =>
    crypto
      ? t('onramp.money', {
          amount: formatTokenAmount(value.amount, locale),
          currency: value.currency,
        })
      : formatMoney(value.amount, value.currency, locale)
  const fee = getOnrampFeeRange(amount)
  const range = {
    min: formatMoney(fee.min, currency, locale),
    max: formatMoney(fee.max, currency, locale),
  }
  const rows: [string, string][] = [
    [t('onramp.youGet'), show(quote.purchaseAmount, true)],
    // the service may leave the provider's fee out; the range below still says what it is
    ...(quote.coinbaseFee
      ? [[t('onramp.providerFee'), show(quote.coinbaseFee)] as [string, string]]
      : []),
    [t('onramp.networkFee'), show(quote.networkFee)],
    [t('onramp.subtotal'), show(quote.paymentSubtotal)],
    [t('onramp.total'), show(quote.paymentTotal)],
    [t('onramp.feeRange'), t('onramp.feeRangeValue', range)],
  ]
  return (
    <div className="wp-stack">
      <dl className="wp-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {quote.isFallback && <p className="wp-hint">{t('onramp.estimate')}</p>}
    </div>
  )
}
