import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import { createWalletSet } from './createWalletSet.js'
import type { ListedWallet } from './getAllWallets.js'
import { connectorToWallet, isInstalledConnector } from './toWalletListItem.js'

export type GetSearchResultsParameters = {
  connectors: readonly Connector[]
  /** the list whose `search` holds core's results for `query` */
  walletList: WalletListState
  query: string
  /** the app's own wallets (getCustomWallets), searched here by name */
  customWallets?: readonly WalletListItem[]
  excludeWalletIds: readonly string[] | undefined
  /** false when wallets that are not installed cannot be reached (no pairing) */
  pairing?: boolean
}

/**
 * A search's results: the installed wallets whose name contains the query (any case), marked,
 * then the app's custom wallets that match, then core's results (searchWallets) that are
 * neither excluded nor installed, each once.
 */
export function getSearchResults({
  connectors,
  walletList,
  query,
  customWallets = [],
  excludeWalletIds = [],
  pairing = true,
}: GetSearchResultsParameters): ListedWallet[] {
  const needle = query.trim().toLowerCase()
  const excluded = new Set(excludeWalletIds)
  const seen = createWalletSet()
  const results: ListedWallet[] = []
  for (const connector of connectors) {
    if (!isInstalledConnector(connector)) continue
    const wallet = connectorToWallet(connector)
    if (excluded.has(wallet.id) || seen.has(wallet)) continue
    seen.add(wallet)
    if (wallet.name.toLowerCase().includes(needle)) results.push({ wallet, installed: true })
  }
  if (!pairing) return results
  for (const wallet of customWallets) {
    if (excluded.has(wallet.id) || seen.has(wallet)) continue
    seen.add(wallet)
    if (wallet.name.toLowerCase().includes(needle)) results.push({ wallet, installed: false })
  }
  for (const wallet of walletList.search) {
    if (excluded.has(wallet.id) || seen.has(wallet)) continue
    seen.add(wallet)
    results.push({ wallet, installed: false })
  }
  return results
}
