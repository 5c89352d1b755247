import { SendFailedError, showToast, swapTokens } from '@walletport/core'
import { useEffect, useRef, useState } from 'react'
import { ConfirmActions } from '../../components/ConfirmActions.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { SwapDetailsList } from './SwapDetailsList.js'
import { SwapReviewAmount } from './SwapReviewAmount.js'
import { SwapSteps } from './SwapSteps.js'
import type { SwapFormState } from './useSwapForm.js'

export type SwapReviewProps = { form: SwapFormState; onBack(): void }

const getConfirmLabel = (sending: boolean, approval: boolean) =>
  sending
    ? approval
      ? 'swap.approving'
      : 'swap.swapping'
    : approval
      ? 'swap.approveAndSwap'
      : 'swap.confirmSwap'

/**
 * The swap as it will be sent: both amounts with their USD values and the quote's terms; the
 * button asks the wallet (for the approval first, when needed). Core answers: 'Transaction
 * started' and Account, or its error toast with the review kept.
 */
export function SwapReview({ form, onBack }: SwapReviewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const heading = useRef<HTMLHeadingElement>(null)
  // the steps stay on screen while the swap that follows the approval is sent
  const [withApproval, setWithApproval] = useState(false)
  const { swap, figures } = form
  const { sourceToken, toToken, loadingTransaction, approvalRequired } = swap
  useEffect(() => heading.current?.focus(), [])
  if (!sourceToken || !toToken) return null

  async function confirm() {
    if (loadingTransaction) return
    setWithApproval(approvalRequired)
    try {
      await swapTokens(kit)
    } catch (error) {
      // core shows the toast of a failed send; a swap it refused to start is said here
      if (!(error instanceof SendFailedError))
        showToast(kit, { variant: 'error', message: t('toast.swapUnavailable') })
    }
  }

  return (
    <div className="wp-stack wp-swap">
      <h3 className="wp-swap-review-title" tabIndex={-1} ref={heading}>
        {t('swap.reviewTitle')}
      </h3>
      <SwapReviewAmount
        label={t('swap.sell')}
        token={sourceToken}
        amount={swap.sourceTokenAmount ?? '0'}
        valueUsd={figures.fromValueUsd}
      />
      <SwapReviewAmount
        label={t('swap.buy')}
        token={toToken}
        amount={swap.toTokenAmount ?? '0'}
        valueUsd={figures.details?.toValueUsd}
      />
      <SwapDetailsList
        figures={figures}
        sourceToken={sourceToken}
        toToken={toToken}
        slippage={swap.slippage}
      />
      {(approvalRequired || (loadingTransaction && withApproval)) && <SwapSteps swap={swap} />}
      <ConfirmActions
        busy={loadingTransaction}
        busyText={t('swap.confirmInWallet')}
        backLabel={t('swap.edit')}
        onBack={onBack}
        confirmLabel={t(getConfirmLabel(loadingTransaction, approvalRequired))}
        onConfirm={() => void confirm()}
      />
    </div>
  )
}
