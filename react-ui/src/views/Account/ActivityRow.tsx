import { describeTransfer, type TransactionRecord } from '@walletport/core'
import { Logo } from '../../components/Logo.js'
import { formatBalance } from '../../format/formatBalance.js'
import { formatCount } from '../../format/formatCount.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { formatShortTime } from './formatShortTime.js'

const OPERATIONS: Readonly<Record<string, PlainMessageKey>> = {
  send: 'activity.send',
  receive: 'activity.receive',
  trade: 'activity.trade',
  mint: 'activity.mint',
  burn: 'activity.burn',
  approve: 'activity.approve',
  deposit: 'activity.deposit',
  withdraw: 'activity.withdraw',
  execute: 'activity.execute',
}
const STATUSES: Readonly<Record<string, PlainMessageKey>> = {
  failed: 'activity.failed',
  pending: 'activity.pending',
}
const AMOUNTS = { in: 'activity.amountIn', out: 'activity.amountOut' } as const

function formatDate(value: string, locale: string): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}

/**
 * core cuts a token amount to 3 decimals and an NFT count to a whole number; the locale groups
 * the digits. A token amount under 0.001 reads "<0.001", never "0.000" as if nothing moved.
 */
function formatTransferAmount(
  { kind, amount, belowShown }: { kind: 'fungible' | 'nft'; amount: string; belowShown: boolean },
  locale: string,
): string {
  if (belowShown) return `<${formatBalance('0.001', locale)}`
  if (kind === 'nft') return formatCount(amount, locale)
  return formatBalance(amount, locale) ?? amount
}

/**
 * One history entry: what happened, each transfer's image (token icon or NFT preview),
 * amount and direction, and how long ago. Spam NFTs inside an entry are left out.
 */
export function ActivityRow({ transaction }: { transaction: TransactionRecord }) {
  const { t, locale } = useMessages()
  const { metadata } = transaction
  const transfers = transaction.transfers
    .filter((transfer) => !transfer.nft_info?.flags?.is_spam)
    .map(describeTransfer)
  const operation = OPERATIONS[metadata.operationType]
  const status = STATUSES[metadata.status]
  const first = transfers[0]
  return (
    <li className="wp-token wp-activity" data-kind={first?.kind}>
      <Logo
        name={first?.label ?? (operation ? t(operation) : t('activity.other'))}
        src={first?.imageUrl}
        size="sm"
      />
      <span className="wp-token-name">
        {operation ? t(operation) : t('activity.other')}
        {status && <span className="wp-tag wp-activity-status">{t(status)}</span>}
      </span>
      <span className="wp-token-amount">
        {transfers
          .map(({ kind, label, amount, belowShown, direction }) => {
            const symbol = label ?? (kind === 'nft' ? t('activity.nft') : '')
            const key =
              direction === 'in' || direction === 'out' ? AMOUNTS[direction] : 'activity.amountSelf'
            return amount === undefined
              ? symbol
              : t(key, {
                  amount: formatTransferAmount({ kind, amount, belowShown }, locale),
                  symbol,
                })
          })
          .join(', ')}
      </span>
      <span className="wp-token-value">
        <time dateTime={metadata.minedAt} title={formatDate(metadata.minedAt, locale)}>
          {formatShortTime(t, metadata.minedAt)}
        </time>
      </span>
    </li>
  )
}
