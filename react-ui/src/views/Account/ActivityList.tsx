import { SkeletonList } from '../../components/SkeletonList.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { ActivityRow } from './ActivityRow.js'
import { useHistoryPages } from './useHistoryPages.js'
import { useLoadOnScroll } from './useLoadOnScroll.js'

/**
 * The account's history (the history feature): the first page when the tab opens, the next
 * by cursor when the list is scrolled to its end or 'Load more' is pressed; placeholder rows
 * while the first page loads. A failed read is core's: an empty list and its toast.
 */
export default function ActivityList() {
  const { t } = useMessages()
  const { transactions, loading, next, settled, more } = useHistoryPages()
  const listed = transactions.length > 0
  const { scroller, sentinel } = useLoadOnScroll(more, listed)

  if (!listed && (loading || !settled)) return <SkeletonList label={t('activity.loading')} />
  if (!listed) return <p className="wp-empty">{t('activity.empty')}</p>
  return (
    <div className="wp-stack">
      {/* a scrolling region takes focus, so the keyboard can scroll it (WCAG 2.1.1) */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: see above */}
      <section className="wp-scroll" ref={scroller} tabIndex={0} aria-label={t('account.activity')}>
        <ul className="wp-list" aria-label={t('account.activity')} aria-busy={loading || undefined}>
          {transactions.map((transaction) => (
            <ActivityRow key={transaction.id} transaction={transaction} />
          ))}
        </ul>
        <div className="wp-sentinel" ref={sentinel} aria-hidden="true" />
      </section>
      {next !== undefined && (
        // it stays while the page loads, so focus is not lost
        <button
          type="button"
          className="wp-action wp-action-secondary"
          aria-disabled={loading || undefined}
          aria-busy={loading || undefined}
          onClick={() => more.current()}
        >
          {loading ? t('activity.loadingMore') : t('activity.loadMore')}
        </button>
      )}
    </div>
  )
}
