import * as VisuallyHidden from '@radix-ui/react-visually-hidden'
import { fetchSendTokenBalances, pushView, resetSend, setSendToken } from '@walletport/core'
import { useEffect, useId } from 'react'
import { ChevronIcon } from '../../components/icons.js'
import { Logo } from '../../components/Logo.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { AmountField } from './AmountField.js'
import { getIssueMessage } from './getIssueMessage.js'
import { ReceiverField } from './ReceiverField.js'
import { useSendFee } from './useSendFee.js'
import { useSendForm } from './useSendForm.js'

// the views of the send flow: the form lives while one of them is in the history
const SEND_VIEWS: readonly string[] = ['WalletSend', 'WalletSendSelectToken', 'WalletSendPreview']

/**
 * The send form (the send feature): the token from the account's balances, the amount in
 * the token or in USD, the receiver's address or name and the network fee. Core judges the
 * form; its first problem is what the button says, the field's own shows beneath it.
 */
export function WalletSend(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const feeId = useId()
  const { send, validation, issueOf } = useSendForm()
  useSendFee(send)

  useEffect(() => {
    if (!kit.$account.get().address) return
    fetchSendTokenBalances(kit).then(
      (rows) => {
        // the native currency (the row without a token address) is picked at first
        if (!kit.$send.get().token)
          setSendToken(kit, { token: rows.find((r) => !r.address) ?? rows[0] })
      },
      (error: unknown) => kit.log.warn('the token balances could not be read', error),
    )
    return () => {
      // leaving the send flow (back to Account, or closed) forgets the form
      if (!kit.$history.get().some((entry) => SEND_VIEWS.includes(entry.view))) resetSend(kit)
    }
  }, [kit])

  if (!kit.$account.get().address) return <p className="wp-empty">{t('account.disconnected')}</p>

  const { token, gasPriceInUSD } = send
  const amountIssue = issueOf('amount')
  const receiverIssue = issueOf('receiverAddress')
  const first = validation.issues[0]
  const blocker = first
    ? getIssueMessage(first)
    : validation.insufficientGas
      ? 'send.insufficientGas'
      : undefined
  const available = token && formatBalance(token.quantity.numeric, locale)
  return (
    <form
      className="wp-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.canSend) pushView(kit, { view: 'WalletSendPreview' })
      }}
    >
      <div className="wp-send-field">
        <span className="wp-label">{t('send.token')}</span>
        <button
          type="button"
          className="wp-wallet"
          onClick={() => pushView(kit, { view: 'WalletSendSelectToken' })}
        >
          {token ? (
            <>
              <VisuallyHidden.Root>{t('send.changeToken')} </VisuallyHidden.Root>
              <Logo name={token.symbol} src={token.iconUrl} size="sm" />
              <span className="wp-wallet-name">{token.symbol}</span>
              {available && (
                <span className="wp-hint">
                  {t('send.available', { amount: available, symbol: token.symbol })}
                </span>
              )}
            </>
          ) : (
            <span className="wp-wallet-name">{t('send.selectToken')}</span>
          )}
          <ChevronIcon />
        </button>
      </div>
      <AmountField send={send} error={amountIssue && getIssueMessage(amountIssue)} />
      <ReceiverField send={send} error={receiverIssue && getIssueMessage(receiverIssue)} />
      <p className="wp-send-row" id={feeId}>
        <span>{t('send.fee')}</span>
        <span>
          {gasPriceInUSD === undefined ? t('send.feeUnknown') : formatFiat(gasPriceInUSD, locale)}
        </span>
      </p>
      {validation.insufficientGas && !first && (
        <p className="wp-field-error" role="alert">
          {t('send.insufficientGas')}
        </p>
      )}
      <button
        type="submit"
        className="wp-action"
        aria-disabled={validation.canSend ? undefined : true}
        aria-describedby={feeId}
      >
        {blocker ? t(blocker) : t('send.preview')}
      </button>
    </form>
  )
}
