import { goBack } from '@walletport/core'
import { ConfirmActions } from '../../components/ConfirmActions.js'
import { Logo } from '../../components/Logo.js'
import { formatFiat } from '../../format/formatFiat.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { isDecimalString } from '../../format/isDecimalString.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { getIssueMessage } from './getIssueMessage.js'
import { SendSummary } from './SendSummary.js'
import { useConfirmSend } from './useConfirmSend.js'
import { useSendFee } from './useSendFee.js'
import { useSendForm } from './useSendForm.js'

/**
 * The review before the wallet is asked: what will be sent and its USD value, to whom, on
 * which network and for what fee; Send asks the wallet, Cancel goes back to the form.
 */
export function WalletSendPreview(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const { send, validation } = useSendForm()
  const { sending, confirm } = useConfirmSend(validation.canSend)
  useSendFee(send)

  const { token, sendTokenAmount = '' } = send
  const symbol = token ? token.symbol.trim() || token.name.trim() : ''
  const value =
    token?.price && isDecimalString(sendTokenAmount)
      ? formatFiat(Number(sendTokenAmount) * token.price, locale)
      : undefined
  const first = validation.issues[0]
  const blocker = first
    ? getIssueMessage(first)
    : validation.insufficientGas
      ? 'send.insufficientGas'
      : undefined
  return (
    <div className="wp-stack">
      <div className="wp-account">
        <Logo name={symbol || '?'} src={token?.iconUrl} size="lg" />
        <p className="wp-text">{t('send.sending')}</p>
        <p className="wp-account-name">
          {t('account.tokenAmount', { amount: formatTokenAmount(sendTokenAmount, locale), symbol })}
        </p>
        {value && <p className="wp-account-balance">{t('send.approximately', { value })}</p>}
      </div>
      <SendSummary send={send} />
      {blocker && (
        <p className="wp-field-error" role="alert">
          {t(blocker)}
        </p>
      )}
      <ConfirmActions
        busy={sending}
        busyText={t('send.confirmInWallet')}
        backLabel={t('send.cancel')}
        onBack={() => goBack(kit)}
        confirmLabel={sending ? t('send.sendingNow') : t('send.send')}
        blocked={!validation.canSend}
        onConfirm={() => void confirm()}
      />
    </div>
  )
}
