import type { RecentWallet } from '../storage/recentWallets.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import type { Connector } from '../types/connector.js'

/** A connector as a wallet of the list, under its explorer id when it has one. */
export function connectorToWallet(connector: Connector): WalletListItem {
  return {
    id: connector.explorerId ?? connector.id,
    name: connector.name,
    imageUrl: connector.imageUrl,
    imageId: connector.imageId,
    rdns: connector.rdns,
  }
}

/** A recent wallet as a wallet of the list. */
export function recentToWallet(recent: RecentWallet): WalletListItem {
  return {
    id: recent.id,
    name: recent.name,
    imageUrl: recent.imageUrl,
    imageId: recent.imageId,
    rdns: recent.rdns,
  }
}

/** An injected or announced wallet that is present in this browser. */
export function isInstalledConnector(connector: Connector): boolean {
  return (
    (connector.type === 'INJECTED' && Boolean(connector.installed)) ||
    connector.type === 'ANNOUNCED'
  )
}
