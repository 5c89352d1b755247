import { fetchWallets, selectWallet, WALLET_LIST } from '@walletport/core'
import * as VisuallyHidden from 'radix-ui/visually-hidden'
import { useEffect, useMemo, useRef, useState } from 'react'
import { SearchField } from '../../components/SearchField.js'
import { Spinner } from '../../components/Spinner.js'
import { useListNavigation } from '../../components/useListNavigation.js'
import { WalletButton } from '../../components/WalletButton.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { getAllWallets, type ListedWallet } from '../../wallets/getAllWallets.js'
import { getSearchResults } from '../../wallets/getSearchResults.js'
import { useWalletList } from '../../wallets/useWalletList.js'
import type { ViewProps } from '../types.js'
import { useWalletSearch } from './useWalletSearch.js'

/**
 * Every wallet, installed ones first and marked: a search (results settle after at least
 * 300 ms), 40 per page with more as the end scrolls into view or gets focus, read from the
 * explorer through core as they are reached. Only the pages reached are rendered, so
 * thousands of wallets stay smooth.
 */
export function AllWallets(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { connectors, walletList, pairing } = useWalletList()
  const { excludeWalletIds } = kit.options
  const [query, setQuery] = useState('')
  const [pages, setPages] = useState(1)
  const { settled, searching } = useWalletSearch(query)

  const all = useMemo(
    () => getAllWallets({ connectors, walletList, excludeWalletIds, pairing }),
    [connectors, walletList, excludeWalletIds, pairing],
  )
  const results = useMemo(
    (): ListedWallet[] | undefined =>
      settled === undefined
        ? undefined
        : getSearchResults({ connectors, walletList, query: settled, excludeWalletIds, pairing }),
    [settled, connectors, walletList, excludeWalletIds, pairing],
  )

  const list = results ?? all
  const visible = list.slice(0, pages * WALLET_LIST.perPage)
  const more = useRef(() => {})
  more.current = () => {
    if (visible.length < list.length) setPages((p) => p + 1)
    // the explorer's next page is read while the one shown now still has wallets left
    const shown = (pages + 1) * WALLET_LIST.perPage
    if (!results && pairing && list.length < shown && walletList.wallets.length < walletList.count)
      fetchWallets(kit, { page: walletList.page + 1 }).catch((error: unknown) => {
        kit.log.warn('the next wallets could not be loaded', error)
      })
  }
  const onKeyDown = useListNavigation(() => more.current())

  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLLIElement>(null)
  const listed = !searching && list.length > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: observe again when the list appears
  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) more.current()
      },
      { root: scroller.current, rootMargin: '160px' },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [listed])

  return (
    <div className="wp-stack">
      <SearchField
        label={t('allWallets.search')}
        value={query}
        onChange={(value) => {
          setQuery(value)
          setPages(1)
        }}
      />
      <VisuallyHidden.Root role="status">
        {searching
          ? t('allWallets.searching')
          : results && t('allWallets.results', { count: results.length })}
      </VisuallyHidden.Root>
      {searching ? (
        <Spinner label={t('allWallets.searching')} />
      ) : !list.length ? (
        <p className="wp-empty">{t('allWallets.noResults')}</p>
      ) : (
        <div className="wp-scroll" ref={scroller}>
          <ul
            className="wp-grid"
            aria-label={t('allWallets.list')}
            onKeyDown={onKeyDown}
            data-count={visible.length}
          >
            {visible.map(({ wallet, installed }) => (
              <li key={wallet.id}>
                <WalletButton
                  layout="tile"
                  name={wallet.name}
                  imageUrl={wallet.imageUrl}
                  tag={installed ? t('wallet.installed') : undefined}
                  data-installed={installed || undefined}
                  onClick={() => selectWallet(kit, { wallet })}
                />
              </li>
            ))}
            <li className="wp-sentinel" ref={sentinel} aria-hidden="true" />
          </ul>
        </div>
      )}
    </div>
  )
}
