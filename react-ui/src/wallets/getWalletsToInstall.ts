import type { ChainNamespace, RegistryWallet, WalletStore } from '@walletport/core'

export type WalletToInstall = Readonly<{
  wallet: RegistryWallet
  store: WalletStore | 'website'
  href: string
}>

export type GetWalletsToInstallParameters = {
  registry: readonly RegistryWallet[]
  /** the kit's chain namespaces: a wallet must serve one */
  namespaces: readonly ChainNamespace[]
  /** best first (getStoreOrder) */
  stores: readonly WalletStore[]
  /** the app's featured wallets come first, then the registry's order (most used first) */
  featuredWalletIds?: readonly string[] | undefined
  excludeWalletIds?: readonly string[] | undefined
  limit?: number
}

/**
 * The wallets a visitor with none is offered to install: those of the kit's namespaces that
 * the visitor's store carries (their page there), featured ones first, excluded ones never;
 * when too few are in that store, the others by their website.
 */
export function getWalletsToInstall({
  registry,
  namespaces,
  stores,
  featuredWalletIds = [],
  excludeWalletIds = [],
  limit = 6,
}: GetWalletsToInstallParameters): WalletToInstall[] {
  const rank = (w: RegistryWallet) => {
    const i = featuredWalletIds.indexOf(w.id)
    return i === -1 ? featuredWalletIds.length : i
  }
  const offered = [...registry]
    .sort((a, b) => rank(a) - rank(b))
    .filter(
      (w) => !excludeWalletIds.includes(w.id) && w.namespaces.some((n) => namespaces.includes(n)),
    )
  const list: WalletToInstall[] = []
  for (const wallet of offered) {
    const store = stores.find((s) => wallet.stores[s])
    if (store) list.push({ wallet, store, href: wallet.stores[store] as string })
  }
  // too few in the visitor's store: the rest by their website
  for (const wallet of offered)
    if (!list.some((entry) => entry.wallet === wallet))
      list.push({ wallet, store: 'website', href: wallet.homepage })
  return list.slice(0, limit)
}
