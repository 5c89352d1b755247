import type { CustomWallet, RegistryWallet } from '@walletport/core'

const ALL_NAMESPACES: RegistryWallet['namespaces'] = ['eip155', 'solana', 'bip122']

/**
 * The app's custom wallets as wallets to install (Get a Wallet): their store pages, and their
 * homepage (else web app, else a store page) for visitors whose store they are not in. A
 * custom wallet with none of these cannot be installed from here and is left out.
 */
export function getCustomRegistry(
  customWallets: readonly CustomWallet[] | undefined,
): RegistryWallet[] {
  return (customWallets ?? []).flatMap((wallet) => {
    const stores = wallet.stores ?? {}
    const homepage = wallet.homepage ?? wallet.webappLink ?? Object.values(stores).find(Boolean)
    if (!homepage) return []
    return [
      {
        id: wallet.id,
        name: wallet.name,
        rdns: wallet.rdns,
        mobileLink: wallet.mobileLink,
        universalLink: wallet.universalLink,
        homepage,
        stores,
        namespaces: wallet.namespaces ?? ALL_NAMESPACES,
      },
    ]
  })
}
