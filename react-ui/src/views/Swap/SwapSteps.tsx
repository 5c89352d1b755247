import type { SwapState } from '@walletport/core'
import { useMessages } from '../../modal/MessagesContext.js'
import { getTokenLabel } from './getTokenLabel.js'

/** The approval then the swap, the current one marked while the wallet is asked. */
export function SwapSteps({ swap }: { swap: SwapState }) {
  const { t } = useMessages()
  const { sourceToken, approvalRequired, loadingTransaction } = swap
  if (!sourceToken) return null
  const symbol = getTokenLabel(sourceToken)
  return (
    <div className="wp-stack">
      <p className="wp-text">{t('swap.approvalHint', { symbol })}</p>
      <ol className="wp-steps" aria-label={t('swap.steps')}>
        <li
          data-state={approvalRequired ? (loadingTransaction ? 'active' : 'todo') : 'done'}
          aria-current={(approvalRequired && loadingTransaction && 'step') || undefined}
        >
          {t('swap.stepApprove', { symbol })}
        </li>
        <li
          data-state={!approvalRequired && loadingTransaction ? 'active' : 'todo'}
          aria-current={(!approvalRequired && loadingTransaction && 'step') || undefined}
        >
          {t('swap.stepSwap')}
        </li>
      </ol>
    </div>
  )
}
