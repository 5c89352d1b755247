import { fetchWallets, getAllWallets, getSearchResults } from '@walletport/core'
import { useCallback, useMemo, useRef } from 'react'
import { useKitContext } from '../../provider/KitContext.js'
import { useWalletList } from '../../wallets/useWalletList.js'
import { filterWallets, mergeResults } from './filterWallets.js'
import { useWalletSearch } from './useWalletSearch.js'

/**
 * What AllWallets lists for a query: every wallet (core's order), filtered at once by the
 * query, with the search of all wallets joined once it settles; `onNearEnd` reads the
 * explorer's next page. `loading` while the first page is being read.
 */
export function useAllWallets(query: string) {
  const { kit } = useKitContext()
  const { connectors, walletList, customWallets, pairing, loading } = useWalletList()
  const { excludeWalletIds } = kit.options
  const { settled, searching } = useWalletSearch(query)

  // a search's answer changes only `walletList.search`: the full list is not made again
  const { featured, recommended, wallets, excludedWallets } = walletList
  const all = useMemo(() => {
    const listed = {
      page: 1,
      count: 0,
      search: [],
      featured,
      recommended,
      wallets,
      excludedWallets,
    }
    return getAllWallets({
      connectors,
      walletList: listed,
      customWallets,
      excludeWalletIds,
      pairing,
    })
  }, [
    connectors,
    featured,
    recommended,
    wallets,
    excludedWallets,
    customWallets,
    excludeWalletIds,
    pairing,
  ])
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

  return { list, results, searching, loading, trimmed, onNearEnd }
}
