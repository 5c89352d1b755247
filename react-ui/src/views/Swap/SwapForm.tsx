import { useEffect, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { SwapEditor } from './SwapEditor.js'
import { SwapReview } from './SwapReview.js'
import { useSwapForm } from './useSwapForm.js'
import { useSwapTokens } from './useSwapTokens.js'

/** The swap's two steps: the form, then the review the wallet is asked from. */
export function SwapForm() {
  const { t } = useMessages()
  const tokens = useSwapTokens()
  const form = useSwapForm()
  const [reviewing, setReviewing] = useState(false)
  // coming back from the review puts the focus on the button that led there
  const [returned, setReturned] = useState(false)
  const { quote, loadingTransaction } = form.swap
  const lost = reviewing && !quote && !loadingTransaction
  useEffect(() => {
    if (lost) setReviewing(false)
  }, [lost])

  if (tokens.failed)
    return (
      <div className="wp-stack">
        <p className="wp-empty">{t('swap.tokensFailed')}</p>
        <button type="button" className="wp-action wp-action-secondary" onClick={tokens.retry}>
          {t('swap.retry')}
        </button>
      </div>
    )
  if (!form.swap.tokens.length) return <Spinner label={t('swap.loadingTokens')} />
  // a quote that went away (the service asked again) sends the visitor back to the form
  if (reviewing && !lost)
    return (
      <SwapReview
        form={form}
        onBack={() => {
          setReturned(true)
          setReviewing(false)
        }}
      />
    )
  return <SwapEditor form={form} focusAction={returned} onReview={() => setReviewing(true)} />
}
