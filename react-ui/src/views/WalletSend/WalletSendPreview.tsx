import { useStore } from '@nanostores/react'
import { formatAddressForDisplay, goBack, sendToken, showToast } from '@walletport/core'
import { useState } from 'react'
import { Logo } from '../../components/Logo.js'
import { formatFiat } from '../../format/formatFiat.js'
import { isDecimalString } from '../../format/isDecimalString.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import type { ViewProps } from '../types.js'
import { getIssueMessage } from './getIssueMessage.js'
import { useSendFee } from './useSendFee.js'
import { useSendForm } from './useSendForm.js'

// what core refuses before it asks the wallet, so it shows no toast of its own for it
const REFUSALS: Readonly<Record<string, PlainMessageKey>> = {
  InvalidSendParametersError: 'toast.invalidSend',
  InsufficientGasError: 'send.insufficientGas',
  UnsupportedChainError: 'toast.unsupportedChain',
}

/**
 * What will be sent, to whom, on which network and for what fee; Send asks the wallet.
 * Core answers: 'Transaction started' and Account without a back option, or its error toast
 * with the form kept, here.
 */
export function WalletSendPreview(_: ViewProps) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const { send, validation } = useSendForm()
  const [sending, setSending] = useState(false)
  useSendFee(send)

  const { token, sendTokenAmount = '', receiverAddress = '', receiverProfileName } = send
  const symbol = token?.symbol ?? ''
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

  async function confirm() {
    if (sending || !validation.canSend) return
    setSending(true)
    try {
      await sendToken(kit)
    } catch (error) {
      const name = error instanceof Error ? error.name : ''
      const refusal = Object.hasOwn(REFUSALS, name) ? REFUSALS[name] : undefined
      if (refusal) showToast(kit, { variant: 'error', message: t(refusal) })
      setSending(false)
    }
  }

  return (
    <div className="wp-stack">
      <div className="wp-account">
        <Logo name={symbol || '?'} src={token?.iconUrl} size="lg" />
        <p className="wp-text">{t('send.sending')}</p>
        <p className="wp-account-name">
          {t('account.tokenAmount', { amount: sendTokenAmount, symbol })}
        </p>
        {value && <p className="wp-account-balance">{t('send.approximately', { value })}</p>}
      </div>
      <dl className="wp-summary">
        <div className="wp-send-row">
          <dt>{t('send.receiver')}</dt>
          <dd title={receiverAddress}>
            {receiverProfileName ?? formatAddressForDisplay(receiverAddress)}
          </dd>
        </div>
        <div className="wp-send-row">
          <dt>{t('send.network')}</dt>
          <dd>{network.name}</dd>
        </div>
        <div className="wp-send-row">
          <dt>{t('send.fee')}</dt>
          <dd>
            {send.gasPriceInUSD === undefined
              ? t('send.feeUnknown')
              : formatFiat(send.gasPriceInUSD, locale)}
          </dd>
        </div>
      </dl>
      {blocker && (
        <p className="wp-field-error" role="alert">
          {t(blocker)}
        </p>
      )}
      {sending && (
        <p className="wp-text" role="status">
          {t('send.confirmInWallet')}
        </p>
      )}
      <div className="wp-actions">
        <button
          type="button"
          className="wp-action wp-action-secondary"
          disabled={sending}
          onClick={() => goBack(kit)}
        >
          {t('send.cancel')}
        </button>
        <button
          type="button"
          className="wp-action"
          aria-disabled={sending || !validation.canSend || undefined}
          aria-busy={sending || undefined}
          onClick={() => void confirm()}
        >
          {sending ? t('send.sendingNow') : t('send.send')}
        </button>
      </div>
    </div>
  )
}
