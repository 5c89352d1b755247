import type { PairingWallet, WalletListItem } from '@walletport/core'

/** A wallet of the list as the pairing client knows wallets: its two links. */
export function toPairingWallet(wallet: WalletListItem): PairingWallet {
  return {
    id: wallet.id,
    name: wallet.name,
    imageUrl: wallet.imageUrl,
    nativeLink: wallet.mobileLink,
    universalLink: wallet.universalLink,
  }
}
