import type { CustomWallet } from '@walletport/core'

// a phone outline on the demo's blue, as a data URI: a custom wallet's logo needs no server
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#3b5bdb"/><rect x="21" y="12" width="22" height="40" rx="4" fill="none" stroke="#fff" stroke-width="4"/><circle cx="32" cy="45" r="2.5" fill="#fff"/></svg>',
)}`

/**
 * The demo phone wallet (examples/phone-wallet) as a custom wallet of the kit: it shows in
 * Connect and All Wallets, and choosing it on a computer shows the QR code it scans.
 */
export function demoPhoneWallet(phoneWalletUrl: string): CustomWallet {
  return {
    id: 'walletport-demo-phone',
    name: 'Demo Phone Wallet',
    imageUrl: LOGO,
    namespaces: ['eip155'],
    homepage: phoneWalletUrl,
  }
}
