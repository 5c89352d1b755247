import { useStore } from '@nanostores/react'
import type { SwapToken } from '@walletport/core'
import { formatFiat } from '../../format/formatFiat.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { formatPercent } from './formatPercent.js'
import { getTokenLabel } from './getTokenLabel.js'
import type { SwapFigures } from './useSwapDetails.js'

export type SwapDetailsListProps = {
  figures: SwapFigures
  sourceToken: SwapToken
  toToken: SwapToken
  /** the review repeats the slippage tolerance the minimum comes from */
  slippage?: number
}

// past this the impact is flagged: the trade loses more than its fee to a thin pool
const HIGH_IMPACT = 0.05

/** The quote's terms: rate, price impact, network fee in USD, minimum received. */
export function SwapDetailsList({ figures, sourceToken, toToken, slippage }: SwapDetailsListProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const { details, fee } = figures
  if (!details) return null
  const amount = (value: string, token: SwapToken) =>
    t('swap.tokenAmount', {
      amount: formatTokenAmount(value, locale),
      symbol: getTokenLabel(token),
    })
  const feeText =
    fee.status === 'waiting'
      ? t('swap.feeEstimating')
      : details.feeUsd !== undefined
        ? formatFiat(details.feeUsd, locale)
        : details.fee !== undefined
          ? t('swap.tokenAmount', {
              amount: formatTokenAmount(details.fee, locale),
              symbol: network.nativeCurrency.symbol,
            })
          : t('swap.feeUnknown')
  const impact = details.priceImpact
  const rows: [string, string, string?][] = [
    [
      t('swap.rate'),
      t('swap.rateValue', { from: getTokenLabel(sourceToken), to: amount(details.rate, toToken) }),
    ],
    ...(impact === undefined
      ? []
      : [
          [
            t('swap.priceImpact'),
            formatPercent(impact, locale),
            impact >= HIGH_IMPACT ? 'high' : undefined,
          ] as [string, string, string?],
        ]),
    [t('swap.networkFee'), feeText],
    ...(slippage === undefined
      ? []
      : [[t('swap.slippageShort'), formatPercent(slippage / 100, locale)] as [string, string]]),
    [t('swap.minimumReceived'), amount(details.minimumReceived, toToken)],
  ]
  return (
    <dl className="wp-details wp-swap-details">
      {rows.map(([term, value, state]) => (
        <div key={term} data-state={state}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
