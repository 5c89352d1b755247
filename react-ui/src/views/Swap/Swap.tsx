import { useStore } from '@nanostores/react'
import {
  getMinimumReceived,
  getSwapState,
  isSendAmount,
  isSwapNetwork,
  SendFailedError,
  type SwapState,
  setSwapParameters,
  showToast,
  swapTokens,
  switchSwapTokens,
} from '@walletport/core'
import { type FormEvent, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { formatUnits } from '../../format/formatUnits.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { findTokenBalance } from './findTokenBalance.js'
import { SwapSide } from './SwapSide.js'
import { SwapSlippage } from './SwapSlippage.js'
import { type SwapQuoteStatus, useSwapQuote } from './useSwapQuote.js'
import { useSwapTokens } from './useSwapTokens.js'

/**
 * Swap: the tokens to sell and to buy, the amount, the quote with its slippage and gas price,
 * and the swap itself, with the approval step first when the allowance falls short. Only on
 * the data source's swap networks.
 */
export function Swap(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const supported =
    network.chainNamespace === 'eip155' &&
    isSwapNetwork(network, kit.options.dataSource?.swapNetworks)
  if (!supported) return <p className="wp-empty">{t('swap.unsupported')}</p>
  return <SwapForm />
}

/** what the submit button says, and whether it swaps */
function getAction(
  swap: SwapState,
  status: SwapQuoteStatus,
  insufficient: boolean,
): { label: PlainMessageKey; ready: boolean } {
  const { sourceToken, toToken, sourceTokenAmount } = swap
  const idle = (label: PlainMessageKey) => ({ label, ready: false })
  if (swap.loadingTransaction)
    return idle(swap.approvalRequired ? 'swap.approving' : 'swap.swapping')
  if (!sourceToken || !toToken) return idle('swap.selectToken')
  if (!sourceTokenAmount) return idle('swap.enterAmount')
  if (!isSendAmount(sourceTokenAmount, sourceToken.decimals)) return idle('swap.amountInvalid')
  if (insufficient) return idle('swap.insufficientBalance')
  if (status === 'none') return idle('swap.noQuote')
  if (status === 'failed') return idle('swap.quoteFailed')
  if (!swap.quote) return idle('swap.quoting')
  return { label: swap.approvalRequired ? 'swap.approve' : 'swap.swap', ready: true }
}

function SwapForm() {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const swap = useStore(getSwapState(kit))
  const { tokenBalance } = useStore(kit.$account)
  const tokens = useSwapTokens()
  const status = useSwapQuote()
  // the steps stay on screen while the swap that follows the approval is sent
  const [withApproval, setWithApproval] = useState(false)
  const { sourceToken, toToken, sourceTokenAmount = '', quote, loadingTransaction } = swap

  if (tokens.failed)
    return (
      <div className="wp-stack">
        <p className="wp-empty">{t('swap.tokensFailed')}</p>
        <button type="button" className="wp-action wp-action-secondary" onClick={tokens.retry}>
          {t('swap.retry')}
        </button>
      </div>
    )
  if (!swap.tokens.length) return <Spinner label={t('swap.loadingTokens')} />

  const held = sourceToken && findTokenBalance(tokenBalance, sourceToken)
  const amountValid = isSendAmount(sourceTokenAmount, sourceToken?.decimals)
  const insufficient =
    held !== undefined && amountValid && Number(sourceTokenAmount) > Number(held.quantity.numeric)
  const amountError =
    sourceTokenAmount && !amountValid
      ? t('swap.amountInvalid')
      : insufficient
        ? t('swap.insufficientBalance')
        : undefined
  const action = getAction(swap, status, insufficient)
  const showSteps = swap.approvalRequired || (loadingTransaction && withApproval)
  const minimum =
    quote && toToken
      ? formatUnits(getMinimumReceived(BigInt(quote.toAmount), swap.slippage), toToken.decimals)
      : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!action.ready) return
    setWithApproval(swap.approvalRequired)
    try {
      await swapTokens(kit)
    } catch (error) {
      // core shows the toast of a failed send; a swap it refused to start is said here
      if (!(error instanceof SendFailedError))
        showToast(kit, { variant: 'error', message: t('toast.swapUnavailable') })
    }
  }

  return (
    <form className="wp-stack wp-swap" onSubmit={submit} noValidate>
      <SwapSide
        side="sourceToken"
        token={sourceToken}
        amount={sourceTokenAmount}
        onAmount={(value) => setSwapParameters(kit, { amount: value || undefined })}
        balance={held && formatTokenAmount(held.quantity.numeric, locale)}
        error={amountError}
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
        busy={status === 'waiting' && amountValid}
      />
      <SwapSlippage />
      {quote && toToken && (
        <dl className="wp-details">
          <div>
            <dt>{t('swap.minimumReceived')}</dt>
            <dd>
              {t('swap.tokenAmount', {
                amount: formatTokenAmount(minimum ?? '0', locale),
                symbol: toToken.symbol,
              })}
            </dd>
          </div>
          {swap.gasPrice !== undefined && (
            <div>
              <dt>{t('swap.gasPrice')}</dt>
              <dd>{t('swap.gwei', { amount: formatUnits(swap.gasPrice, 9, 2) })}</dd>
            </div>
          )}
        </dl>
      )}
      {showSteps && sourceToken && (
        <div className="wp-stack">
          <p className="wp-text">{t('swap.approvalHint', { symbol: sourceToken.symbol })}</p>
          <ol className="wp-steps" aria-label={t('swap.steps')}>
            <li
              data-state={swap.approvalRequired ? (loadingTransaction ? 'active' : 'todo') : 'done'}
              aria-current={(swap.approvalRequired && loadingTransaction && 'step') || undefined}
            >
              {t('swap.stepApprove', { symbol: sourceToken.symbol })}
            </li>
            <li
              data-state={!swap.approvalRequired && loadingTransaction ? 'active' : 'todo'}
              aria-current={(!swap.approvalRequired && loadingTransaction && 'step') || undefined}
            >
              {t('swap.stepSwap')}
            </li>
          </ol>
        </div>
      )}
      {loadingTransaction && (
        <p className="wp-text" role="status">
          {t('swap.confirmInWallet')}
        </p>
      )}
      <button
        type="submit"
        className="wp-action"
        aria-disabled={!action.ready || undefined}
        aria-busy={loadingTransaction || undefined}
      >
        {t(action.label)}
      </button>
    </form>
  )
}
