import { useStore } from '@nanostores/react'
import { Spinner } from '../../components/Spinner.js'
import type { PlainMessageKey } from '../../i18n/types.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'

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
  confirmed: 'activity.confirmed',
  failed: 'activity.failed',
  pending: 'activity.pending',
}

function formatDate(value: string, locale: string): string | undefined {
  const date = new Date(value)
  return Number.isNaN(date.getTime())
    ? undefined
    : new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(date)
}

/** The account's history (the history feature): loading, empty or the list. */
export default function ActivityList() {
  const { kit } = useKitContext()
  const { t, locale } = useMessages()
  const { transactions, loading } = useStore(kit.$transactions)
  if (loading && !transactions.length) return <Spinner label={t('activity.loading')} />
  if (!transactions.length) return <p className="wp-empty">{t('activity.empty')}</p>
  return (
    <ul className="wp-list" aria-label={t('account.activity')}>
      {transactions.map(({ id, metadata }) => {
        const operation = OPERATIONS[metadata.operationType]
        const status = STATUSES[metadata.status]
        return (
          <li key={id} className="wp-token">
            <span className="wp-token-name">{operation ? t(operation) : t('activity.other')}</span>
            <span className="wp-token-amount">{status ? t(status) : ''}</span>
            <span className="wp-token-value">
              <time dateTime={metadata.minedAt}>{formatDate(metadata.minedAt, locale)}</time>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
