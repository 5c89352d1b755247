import type { Kit } from '../kit/types.js'
import type { WalletListItem } from '../stores/createWalletListState.js'

export type InstalledWallet = Readonly<{ rdns: string; name: string }>

/**
 * The wallets present in this browser (installed injected ones and those announced over
 * EIP-6963 or Wallet Standard), as the list's `excludedWallets`: the explorer's entries for
 * them give way to the installed connectors.
 */
export function getInstalledWallets(kit: Kit): InstalledWallet[] {
  return kit.$connectors
    .get()
    .filter(
      (c) =>
        c.type !== 'WALLET_CONNECT' && c.type !== 'AUTH' && (c.installed || c.type === 'ANNOUNCED'),
    )
    .map((c) => ({ rdns: c.rdns ?? '', name: c.name }))
}

/** True when `wallet` is one of `installed`, by reverse-DNS id or by name (any case). */
export function isInstalledWallet(
  wallet: WalletListItem,
  installed: readonly InstalledWallet[],
): boolean {
  const name = wallet.name.toLowerCase()
  return installed.some(
    (i) => (wallet.rdns !== undefined && i.rdns === wallet.rdns) || i.name.toLowerCase() === name,
  )
}
