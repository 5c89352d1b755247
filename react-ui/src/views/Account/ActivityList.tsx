import { useStore } from '@nanostores/react'
import { fetchHistory } from '@walletport/core'
import { useEffect, useRef, useState } from 'react'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { ActivityRow } from './ActivityRow.js'

/**
 * The account's history (the history feature) through core's fetchHistory: the first page
 * when the tab opens, the next by cursor when the list is scrolled to its end or 'Load more'
 * is pressed. A failed read is core's: an empty list and its toast.
 */
export default function ActivityList() {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { transactions, loading, next } = useStore(kit.$transactions)
  const { address } = useStore(kit.$account)
  const { caipNetworkId } = useStore(kit.$activeNetwork)
  const [settled, setSettled] = useState(false)
  const reads = useRef<AbortController>(undefined)

  // biome-ignore lint/correctness/useExhaustiveDependencies: another network is another history
  useEffect(() => {
    if (!address) return
    const controller = new AbortController()
    reads.current = controller
    setSettled(false)
    fetchHistory(kit, { signal: controller.signal })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) kit.log.warn('the history could not be read', error)
      })
      .finally(() => {
        if (!controller.signal.aborted) setSettled(true)
      })
    // a read left behind would write into a list nobody shows
    return () => controller.abort()
  }, [kit, address, caipNetworkId])

  const more = useRef(() => {})
  more.current = () => {
    const signal = reads.current?.signal
    if (!next || loading || !signal || signal.aborted) return
    fetchHistory(kit, { next: true, signal }).catch((error: unknown) => {
      if (!signal.aborted) kit.log.warn('the next history page could not be read', error)
    })
  }

  const scroller = useRef<HTMLElement>(null)
  const sentinel = useRef<HTMLDivElement>(null)
  const listed = transactions.length > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again when the list appears
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        // a list that fits without scrolling pages with the button only
        const box = scroller.current
        const scrolls = box !== null && box.scrollHeight > box.clientHeight
        if (scrolls && entries.some((entry) => entry.isIntersecting)) more.current()
      },
      { root: scroller.current, rootMargin: '80px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [listed])

  if (!listed && (loading || !settled)) return <Spinner label={t('activity.loading')} />
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
