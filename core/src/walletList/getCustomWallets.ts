import type { CustomWallet } from '../kit/kitOptions.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import type { ChainNamespace } from '../types/caip.js'

export type GetCustomWalletsParameters = {
  customWallets: readonly CustomWallet[] | undefined
  /** the kit's chain namespaces: a wallet that names its namespaces must serve one */
  namespaces: readonly ChainNamespace[]
}

/**
 * The app's custom wallets (the `customWallets` option) as wallets of the lists, in the
 * app's order; those made for chains the kit does not have are left out.
 */
export function getCustomWallets({
  customWallets = [],
  namespaces,
}: GetCustomWalletsParameters): WalletListItem[] {
  return customWallets
    .filter((w) => !w.namespaces || w.namespaces.some((n) => namespaces.includes(n)))
    .map((w) => {
      // a mobile link given as an https URL is a universal link (the pairing opens it so)
      const web = w.mobileLink !== undefined && /^https?:/i.test(w.mobileLink.trim())
      return {
        id: w.id,
        name: w.name,
        imageUrl: w.imageUrl,
        rdns: w.rdns,
        mobileLink: web ? undefined : w.mobileLink,
        universalLink: w.universalLink ?? (web ? w.mobileLink : undefined),
        desktopLink: w.desktopLink,
        webappLink: w.webappLink,
      }
    })
}
