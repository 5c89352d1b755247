import type { GetWalletsErrorType } from '@walletport/blockchain-api'
import { WALLET_LIST } from '../constants.js'
import type { BaseErrorType } from '../errors/base.js'
import type { Kit } from '../kit/types.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import { searchPopularWallets } from '../walletList/popularWallets.js'

export type SearchWalletsParameters = {
  query: string
  /** cancels the explorer request */
  signal?: AbortSignal
}
export type SearchWalletsReturnType = readonly WalletListItem[]
export type SearchWalletsErrorType = GetWalletsErrorType | BaseErrorType

/**
 * Docs: /core/actions/searchWallets. The wallets whose name matches `query` (up to 100) into
 * `$walletList.search`: from the explorer with the `walletExplorer()` plugin,
 * followed by the bundled POPULAR_WALLETS that match and it did not list (each wallet once, by
 * id, rdns or name); else from the bundled list alone (the name contains the query, any case,
 * names that start with it first). Either way the kit's include and exclude ids apply. An empty
 * query clears the results. An answer that comes after a newer search has started is returned
 * but not written, so results never go back to an older query. The minimum wait before
 * showing results (300 ms) is the UI's.
 */
export async function searchWallets(
  kit: Kit,
  { query, signal }: SearchWalletsParameters,
): Promise<SearchWalletsReturnType> {
  const { walletList, walletExplorer: explorer } = kit._internal
  const search = query.trim()
  const run = explorer ? ++explorer.searches : 0
  if (!search) {
    walletList.update({ search: [] })
    return []
  }
  if (!explorer) {
    const found = searchPopularWallets(search, kit.options).slice(0, WALLET_LIST.searchEntries)
    walletList.update({ search: found })
    return found
  }
  const { includeWalletIds, excludeWalletIds } = kit.options
  const { wallets } = await explorer.getWallets({
    page: 1,
    entries: WALLET_LIST.searchEntries,
    search,
    include: includeWalletIds?.length ? includeWalletIds : undefined,
    exclude: excludeWalletIds,
    signal,
  })
  const found = [...wallets, ...searchPopularWallets(search, kit.options).filter(isNew(wallets))]
  if (run === explorer.searches) walletList.update({ search: found })
  return found
}

/** keeps the bundled wallets the explorer's answer does not already hold */
function isNew(listed: readonly WalletListItem[]) {
  const ids = new Set(listed.map((w) => w.id))
  const rdns = new Set(listed.flatMap((w) => (w.rdns ? [w.rdns] : [])))
  const names = new Set(listed.map((w) => w.name.toLowerCase()))
  return (w: WalletListItem) =>
    !ids.has(w.id) && !(w.rdns && rdns.has(w.rdns)) && !names.has(w.name.toLowerCase())
}
