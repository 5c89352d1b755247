import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import { createWalletSet } from './createWalletSet.js'
import { connectorToWallet, isInstalledConnector } from './toWalletListItem.js'

export type ListedWallet = Readonly<{ wallet: WalletListItem; installed: boolean }>

export type GetAllWalletsParameters = {
  connectors: readonly Connector[]
  walletList: WalletListState
  /** the app's own wallets (getCustomWallets), listed after the featured ones */
  customWallets?: readonly WalletListItem[]
  excludeWalletIds: readonly string[] | undefined
  /** false when wallets that are not installed cannot be reached (no pairing) */
  pairing?: boolean
}

/**
 * The full wallet list: installed wallets first (marked), then, when they can be paired with,
 * the featured, custom, recommended and listed ones. Excluded ids are hidden, as are list entries of
 * wallets the browser already has (the list's `excludedWallets`); each wallet shows once.
 */
export function getAllWallets({
  connectors,
  walletList,
  customWallets = [],
  excludeWalletIds = [],
  pairing = true,
}: GetAllWalletsParameters): ListedWallet[] {
  const excluded = new Set(excludeWalletIds)
  const installed = connectors.filter(isInstalledConnector).map(connectorToWallet)
  const seen = createWalletSet()
  const hidden = createWalletSet(
    walletList.excludedWallets.map(({ rdns, name }) => ({ id: '', rdns: rdns || undefined, name })),
  )
  const list: ListedWallet[] = []
  for (const wallet of installed) {
    if (excluded.has(wallet.id) || seen.has(wallet)) continue
    seen.add(wallet)
    list.push({ wallet, installed: true })
  }
  if (!pairing) return list
  const { featured, recommended, wallets } = walletList
  for (const wallet of [...featured, ...customWallets, ...recommended, ...wallets]) {
    if (excluded.has(wallet.id) || seen.has(wallet) || hidden.has(wallet)) continue
    seen.add(wallet)
    list.push({ wallet, installed: false })
  }
  return list
}
