import type { Kit } from '../kit/types.js'
import { canPair } from './canPair.js'
import { getConnectEntries, type WalletEntry } from './getConnectEntries.js'
import { getKitCustomWallets } from './getKitCustomWallets.js'

/**
 * Docs: /core/walletList#getConnectWallets. A snapshot of the wallets the Connect view lists
 * for this kit now, in the connector order (getConnectEntries): a headless UI renders this
 * list as it is, and re-reads it when `$connectors`, `$recentWallets` or `$walletList` change.
 */
export function getConnectWallets(kit: Kit): WalletEntry[] {
  const connectors = kit.$connectors.get()
  return getConnectEntries({
    connectors,
    recentWallets: kit.$recentWallets.get(),
    walletList: kit.$walletList.get(),
    customWallets: getKitCustomWallets(kit),
    excludeWalletIds: kit.options.excludeWalletIds,
    isMobile: kit.isMobile,
    pairing: canPair(kit, connectors),
  })
}
