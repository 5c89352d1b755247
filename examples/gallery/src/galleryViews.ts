import type { View } from '@walletport/core'

/**
 * How the gallery reaches a view: with the mock wallet disconnected, connected, or connected
 * and then moved by the wallet to a network the app does not configure.
 */
export type GalleryView = { view: View; wallet: 'disconnected' | 'connected' | 'unsupported' }

/**
 * Every view the gallery shows, in the order the screens test shoots them. The modal's other
 * views need parts the mock wallet has not got (see examples/README.md, "Screens under test").
 */
export const GALLERY_VIEWS: readonly GalleryView[] = [
  { view: 'Connect', wallet: 'disconnected' },
  { view: 'WhatIsAWallet', wallet: 'disconnected' },
  { view: 'GetWallet', wallet: 'disconnected' },
  { view: 'Account', wallet: 'connected' },
  { view: 'Networks', wallet: 'connected' },
  { view: 'WalletReceive', wallet: 'connected' },
  { view: 'WalletSend', wallet: 'connected' },
  { view: 'UnsupportedChain', wallet: 'unsupported' },
]
