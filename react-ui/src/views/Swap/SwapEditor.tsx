import { setSwapParameters, switchSwapTokens } from '@walletport/core'
import { type FormEvent, useEffect, useRef } from 'react'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { SwapDetailsList } from './SwapDetailsList.js'
import { SwapSide } from './SwapSide.js'
import { SwapSlippage } from './SwapSlippage.js'
import { SwapSteps } from './SwapSteps.js'
import type { SwapFormState } from './useSwapForm.js'

export type SwapEditorProps = {
  form: SwapFormState
  /** put the focus on the button (back from the review) */
  focusAction: boolean
  onReview(): void
}

/** The swap form: both sides with their USD values, the slippage and the quote's terms. */
export function SwapEditor({ form, focusAction, onReview }: SwapEditorProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const action = useRef<HTMLButtonElement>(null)
  const { swap, status, held, amountValid, amountError, figures } = form
  const { sourceToken, toToken, sourceTokenAmount = '' } = swap
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the editor comes back
  useEffect(() => {
    if (focusAction) action.current?.focus()
  }, [])

  function submit(event: FormEvent) {
    event.preventDefault()
    if (form.action.ready) onReview()
  }

  return (
    <form className="wp-stack wp-swap" onSubmit={submit} noValidate>
      <SwapSide
        side="sourceToken"
        token={sourceToken}
        amount={sourceTokenAmount}
        onAmount={(value) => setSwapParameters(kit, { amount: value || undefined })}
        balance={held && formatTokenAmount(held.quantity.numeric, locale)}
        valueUsd={figures.fromValueUsd}
        error={amountError && t(amountError)}
      />
      <button
        type="button"
        className="wp-icon-button wp-swap-switch"
        aria-label={t('swap.switch')}
        onClick={() => switchSwapTokens(kit)}
      >
        <span aria-hidden="true">⇅</span>
      </button>
      <SwapSide
        side="toToken"
        token={toToken}
        amount={swap.toTokenAmount ? formatTokenAmount(swap.toTokenAmount, locale) : ''}
        valueUsd={figures.details?.toValueUsd}
        busy={status === 'waiting' && amountValid}
      />
      <SwapSlippage />
      {sourceToken && toToken && (
        <SwapDetailsList figures={figures} sourceToken={sourceToken} toToken={toToken} />
      )}
      {swap.approvalRequired && <SwapSteps swap={swap} />}
      <button
        ref={action}
        type="submit"
        className="wp-action"
        aria-disabled={!form.action.ready || undefined}
      >
        {t(form.action.label)}
      </button>
    </form>
  )
}
