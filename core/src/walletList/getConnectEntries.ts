import { WALLET_LIST } from '../constants.js'
import type { RecentWallet } from '../storage/recentWallets.js'
import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'
import { createWalletSet } from './createWalletSet.js'
import { connectorToWallet, isInstalledConnector, recentToWallet } from './toWalletListItem.js'

const PAIRING_WALLET: WalletListItem = { id: 'walletConnect', name: 'WalletConnect' }

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
  /** the app's own wallets (getCustomWallets), listed after the featured ones */
  customWallets?: readonly WalletListItem[]
  excludeWalletIds: readonly string[] | undefined
  isMobile: boolean
  /** whether the kit can pair (canPair): without, only wallets with a connector are offered */
  pairing: boolean
}

/**
 * The wallets of the Connect view in the default connector order:
 * WalletConnect, recent, installed, featured, custom, external, then 4 recommended. Each
 * wallet shows once (a custom wallet the browser announces shows as installed), excluded ones
 * never; the embedded-wallet connector is not a wallet here. Without pairing, only wallets
 * with a connector are offered.
 */
export function getConnectEntries({
  connectors,
  recentWallets,
  walletList,
  customWallets = [],
  excludeWalletIds = [],
  isMobile,
  pairing,
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

  // the pairing connector, else core's own pairing (a namespace without an adapter)
  const connector = connectors.find((c) => c.type === 'WALLET_CONNECT')
  const walletConnect = connector ? connectorToWallet(connector) : PAIRING_WALLET
  if (pairing) add(walletConnect, 'walletConnect', isMobile ? undefined : 'qrCode')
  const installed = createWalletSet(connectors.filter(isInstalledConnector).map(connectorToWallet))
  for (const recent of recentWallets) {
    const wallet = recentToWallet(recent)
    if (pairing || installed.has(wallet)) add(wallet, 'wallet', 'recent')
  }
  for (const connector of connectors)
    if (isInstalledConnector(connector)) add(connectorToWallet(connector), 'wallet', 'installed')
  if (pairing)
    for (const wallet of [...walletList.featured, ...customWallets]) add(wallet, 'wallet')
  for (const connector of connectors)
    if (connector.type === 'EXTERNAL' || connector.type === 'MULTI_CHAIN')
      add(connectorToWallet(connector), 'wallet')
  if (!pairing) return entries
  let recommended = 0
  for (const wallet of walletList.recommended) {
    if (recommended === WALLET_LIST.recommended) break
    if (add(wallet, 'wallet')) recommended += 1
  }
  return entries
}
