import { pushView } from '@walletport/core'
import { useId } from 'react'
import { formatFiat } from '../../format/formatFiat.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { AmountField } from './AmountField.js'
import { getIssueMessage } from './getIssueMessage.js'
import { ReceiverField } from './ReceiverField.js'
import { SendTokenButton } from './SendTokenButton.js'
import { useSendFee } from './useSendFee.js'
import { useSendForm } from './useSendForm.js'
import { useSendSession } from './useSendSession.js'

/**
 * The send form (the send feature): the token from the account's balances, the amount in
 * the token or in USD with its value and Max, the receiver's address or name and the network
 * fee in USD. Core judges the form; its first problem is what the button says, the field's
 * own shows beneath it. The review comes before the wallet is asked.
 */
export function WalletSend(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const feeId = useId()
  const { send, validation, issueOf } = useSendForm()
  useSendFee(send)
  useSendSession()

  if (!kit.$account.get().address) return <p className="wp-empty">{t('account.disconnected')}</p>

  const { gasPriceInUSD } = send
  const amountIssue = issueOf('amount')
  const receiverIssue = issueOf('receiverAddress')
  const first = validation.issues[0]
  const blocker = first
    ? getIssueMessage(first)
    : validation.insufficientGas
      ? 'send.insufficientGas'
      : undefined
  return (
    <form
      className="wp-stack"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (validation.canSend) pushView(kit, { view: 'WalletSendPreview' })
      }}
    >
      <SendTokenButton token={send.token} />
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
