import type { Kit } from '../kit/types.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import { getCustomWallets } from './getCustomWallets.js'

/**
 * Docs: /core/walletList#getKitCustomWallets. The kit's `customWallets` option as wallets of
 * the lists, leaving out those made for chains the kit does not have.
 */
export function getKitCustomWallets(kit: Kit): WalletListItem[] {
  const { customWallets, networks } = kit.options
  return getCustomWallets({ customWallets, namespaces: networks.map((n) => n.chainNamespace) })
}
