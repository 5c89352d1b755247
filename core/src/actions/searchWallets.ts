import type { GetWalletsErrorType } from '@walletport/blockchain-api'
import { WALLET_LIST } from '../constants.js'
import type { BaseErrorType } from '../errors/base.js'
import type { Kit } from '../kit/types.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import { getPopularWallets } from '../walletList/popularWallets.js'

export type SearchWalletsParameters = {
  query: string
  /** cancels the explorer request */
  signal?: AbortSignal
}
export type SearchWalletsReturnType = readonly WalletListItem[]
export type SearchWalletsErrorType = GetWalletsErrorType | BaseErrorType

/**
 * Docs: /core/actions/searchWallets. The wallets whose name matches `query` (up to 100, SPEC
 * section 9) into `$walletList.search`: from the explorer with the `walletExplorer()` plugin,
 * else from the bundled POPULAR_WALLETS (the name contains the query, any case). An empty
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
    const needle = search.toLowerCase()
    const found = getPopularWallets(kit.options)
      .filter((w) => w.name.toLowerCase().includes(needle))
      .slice(0, WALLET_LIST.searchEntries)
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
  if (run === explorer.searches) walletList.update({ search: wallets })
  return wallets
}
