import type { Connector, RecentWallet, WalletListItem, WalletListState } from '@walletport/core'
import { createWalletSet } from './createWalletSet.js'
import { connectorToWallet, isInstalledConnector, recentToWallet } from './toWalletListItem.js'

// SPEC section 9: the Connect view shows 4 recommended wallets
export const RECOMMENDED_COUNT = 4

export type WalletTag = 'recent' | 'installed' | 'qrCode'

export type WalletEntry = Readonly<{
  key: string
  wallet: WalletListItem
  tag?: WalletTag
  /** the pairing entry opens the QR view; the others go through selectWallet */
  kind: 'walletConnect' | 'wallet'
}>

export type GetConnectEntriesParameters = {
  connectors: readonly Connector[]
  recentWallets: readonly RecentWallet[]
  walletList: WalletListState
  excludeWalletIds: readonly string[] | undefined
  isMobile: boolean
}

/**
 * The wallets of the Connect view in the default connector order (SPEC section 9):
 * WalletConnect, recent, installed, featured, external, then 4 recommended. Each wallet
 * shows once, excluded ones never; the embedded-wallet connector is not a wallet here.
 */
export function getConnectEntries({
  connectors,
  recentWallets,
  walletList,
  excludeWalletIds = [],
  isMobile,
}: GetConnectEntriesParameters): WalletEntry[] {
  const entries: WalletEntry[] = []
  const seen = createWalletSet()
  const excluded = new Set(excludeWalletIds)
  function add(wallet: WalletListItem, kind: WalletEntry['kind'], tag?: WalletTag): boolean {
    if (excluded.has(wallet.id) || seen.has(wallet)) return false
    seen.add(wallet)
    entries.push({ key: `${kind}:${wallet.id}`, wallet, kind, ...(tag && { tag }) })
    return true
  }

  const pairing = connectors.find((c) => c.type === 'WALLET_CONNECT')
  if (pairing) add(connectorToWallet(pairing), 'walletConnect', isMobile ? undefined : 'qrCode')
  for (const recent of recentWallets) add(recentToWallet(recent), 'wallet', 'recent')
  for (const connector of connectors)
    if (isInstalledConnector(connector)) add(connectorToWallet(connector), 'wallet', 'installed')
  for (const wallet of walletList.featured) add(wallet, 'wallet')
  for (const connector of connectors)
    if (connector.type === 'EXTERNAL' || connector.type === 'MULTI_CHAIN')
      add(connectorToWallet(connector), 'wallet')
  let recommended = 0
  for (const wallet of walletList.recommended) {
    if (recommended === RECOMMENDED_COUNT) break
    if (add(wallet, 'wallet')) recommended += 1
  }
  return entries
}
