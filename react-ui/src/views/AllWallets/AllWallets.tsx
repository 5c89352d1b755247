import * as VisuallyHidden from '@radix-ui/react-visually-hidden'
import { fetchWallets, getAllWallets, getSearchResults } from '@walletport/core'
import { type KeyboardEvent, useCallback, useMemo, useRef, useState } from 'react'
import { SearchField } from '../../components/SearchField.js'
import { Spinner } from '../../components/Spinner.js'
import { useMessages } from '../../modal/MessagesContext.js'
import { useKitContext } from '../../provider/KitContext.js'
import { NoWalletButton } from '../../wallets/NoWalletButton.js'
import { useChooseWallet } from '../../wallets/useChooseWallet.js'
import { useWalletList } from '../../wallets/useWalletList.js'
import { useWalletLogos } from '../../wallets/useWalletLogos.js'
import type { ViewProps } from '../types.js'
import { filterWallets, mergeResults } from './filterWallets.js'
import { useWalletSearch } from './useWalletSearch.js'
import { WalletGrid } from './WalletGrid.js'

/**
 * Every wallet, installed ones first and marked. A keystroke filters the wallets already
 * listed at once; the search of all of them (the explorer, else the bundled registry) joins
 * after at least 300 ms. The grid renders only the rows in view, and reads the explorer's
 * next page as its end comes into view, so thousands of wallets stay instant.
 */
export function AllWallets(_: ViewProps) {
  const { kit } = useKitContext()
  const { t } = useMessages()
  const { connectors, walletList, customWallets, pairing } = useWalletList()
  const { excludeWalletIds } = kit.options
  const logoFor = useWalletLogos()
  const choose = useChooseWallet()
  const [query, setQuery] = useState('')
  const { settled, searching } = useWalletSearch(query)

  // a search's answer changes only `walletList.search`: the full list is not made again
  const { featured, recommended, wallets, excludedWallets } = walletList
  const all = useMemo(
    () =>
      getAllWallets({
        connectors,
        walletList: {
          page: 1,
          count: 0,
          search: [],
          featured,
          recommended,
          wallets,
          excludedWallets,
        },
        customWallets,
        excludeWalletIds,
        pairing,
      }),
    [
      connectors,
      featured,
      recommended,
      wallets,
      excludedWallets,
      customWallets,
      excludeWalletIds,
      pairing,
    ],
  )
  const names = useMemo(() => all.map((w) => w.wallet.name.toLowerCase()), [all])
  const matched = useMemo(() => filterWallets(all, names, query), [all, names, query])
  const trimmed = query.trim()
  const results = useMemo(
    () =>
      settled === undefined || settled !== trimmed
        ? undefined
        : getSearchResults({
            connectors,
            walletList,
            customWallets,
            query: settled,
            excludeWalletIds,
            pairing,
          }),
    [settled, trimmed, connectors, walletList, customWallets, excludeWalletIds, pairing],
  )
  const list = useMemo(
    () => (results ? mergeResults(results, matched) : matched),
    [results, matched],
  )

  const state = useRef({ results, walletList, pairing })
  state.current = { results, walletList, pairing }
  const onNearEnd = useCallback(() => {
    const { results, walletList, pairing } = state.current
    // the explorer's next page, while the one shown still has wallets left
    if (trimmed || results || !pairing || walletList.wallets.length >= walletList.count) return
    fetchWallets(kit, { page: walletList.page + 1 }).catch((error: unknown) => {
      kit.log.warn('the next wallets could not be loaded', error)
    })
  }, [kit, trimmed])

  // the modal leaves an Escape in a search with text to the search (isEscapeForField)
  const clearOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !(event.target instanceof HTMLInputElement) || !query) return
    event.preventDefault()
    setQuery('')
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the Escape comes from the search field inside
    <div className="wp-stack" onKeyDown={clearOnEscape}>
      <SearchField label={t('allWallets.search')} value={query} onChange={setQuery} />
      <VisuallyHidden.Root role="status">
        {searching
          ? t('allWallets.searching')
          : results && t('allWallets.results', { count: list.length })}
      </VisuallyHidden.Root>
      {list.length ? (
        <WalletGrid
          wallets={list}
          label={t('allWallets.list')}
          logoFor={logoFor}
          onChoose={choose}
          onNearEnd={onNearEnd}
          resetKey={trimmed}
        />
      ) : searching ? (
        <Spinner label={t('allWallets.searching')} />
      ) : (
        <p className="wp-empty">{t('allWallets.noResults')}</p>
      )}
      <NoWalletButton />
    </div>
  )
}
