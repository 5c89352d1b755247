import { useStore } from '@nanostores/react'
import { formatAddressForDisplay, type SendState } from '@walletport/core'
import { formatFiat } from '../../format/formatFiat.js'
import { formatTokenAmount } from '../../format/formatTokenAmount.js'
import { isDecimalString } from '../../format/isDecimalString.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

/** The review's terms: receiver, amount, its USD value, network and fee in USD. */
export function SendSummary({ send }: { send: SendState }) {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const network = useStore(kit.$activeNetwork)
  const { token, sendTokenAmount = '', receiverAddress = '', receiverProfileName } = send
  const symbol = token ? token.symbol.trim() || token.name.trim() : ''
  const value =
    token?.price && isDecimalString(sendTokenAmount)
      ? formatFiat(Number(sendTokenAmount) * token.price, locale)
      : undefined
  const fee =
    send.gasPriceInUSD === undefined ? t('send.feeUnknown') : formatFiat(send.gasPriceInUSD, locale)
  const rows: [string, string, string?][] = [
    [
      t('send.receiver'),
      receiverProfileName ?? formatAddressForDisplay(receiverAddress),
      receiverAddress,
    ],
    [
      t('send.amountShown'),
      t('account.tokenAmount', { amount: formatTokenAmount(sendTokenAmount, locale), symbol }),
    ],
    ...(value ? [[t('send.value'), value] as [string, string]] : []),
    [t('send.network'), network.name],
    [t('send.fee'), fee],
  ]
  return (
    <dl className="wp-summary">
      {rows.map(([term, text, title]) => (
        <div className="wp-send-row" key={term}>
          <dt>{term}</dt>
          <dd title={title}>{text}</dd>
        </div>
      ))}
    </dl>
  )
}
