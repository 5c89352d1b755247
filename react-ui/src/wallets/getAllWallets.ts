import type { Connector, WalletListItem, WalletListState } from '@walletport/core'
import { createWalletSet } from './createWalletSet.js'
import { connectorToWallet, isInstalledConnector } from './toWalletListItem.js'

export type ListedWallet = Readonly<{ wallet: WalletListItem; installed: boolean }>

export type GetAllWalletsParameters = {
  connectors: readonly Connector[]
  walletList: WalletListState
  excludeWalletIds: readonly string[] | undefined
}

/**
 * The full wallet list: installed wallets first (marked), then featured, recommended and the
 * explorer's pages. Excluded ids are hidden, as are explorer entries of wallets the browser
 * already has (the list's `excludedWallets`); each wallet shows once.
 */
export function getAllWallets({
  connectors,
  walletList,
  excludeWalletIds = [],
}: GetAllWalletsParameters): ListedWallet[] {
  const excluded = new Set(excludeWalletIds)
  const installed = connectors.filter(isInstalledConnector).map(connectorToWallet)
  const seen = createWalletSet()
  const hidden = createWalletSet(
    walletList.excludedWallets.map(({ rdns, name }) => ({ id: '', rdns, name })),
  )
  const list: ListedWallet[] = []
  for (const wallet of installed) {
    if (excluded.has(wallet.id) || seen.has(wallet)) continue
    seen.add(wallet)
    list.push({ wallet, installed: true })
  }
  for (const wallet of [...walletList.featured, ...walletList.recommended, ...walletList.wallets]) {
    if (excluded.has(wallet.id) || seen.has(wallet) || hidden.has(wallet)) continue
    seen.add(wallet)
    list.push({ wallet, installed: false })
  }
  return list
}
