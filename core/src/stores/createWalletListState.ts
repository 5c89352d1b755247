import { createRecordStore, type RecordStore } from './createRecordStore.js'

/** A wallet of the explorer list or the bundled popular list. */
export type WalletListItem = Readonly<{
  id: string
  name: string
  imageId?: string
  imageUrl?: string
  /** EIP-6963 reverse-DNS id, to match an installed wallet */
  rdns?: string
  /** the app's own scheme (`metamask://`), which opens it with the pairing URI */
  mobileLink?: string
  /** the app's universal (https) link, for where a scheme cannot open */
  universalLink?: string
  desktopLink?: string
  webappLink?: string
  chains?: readonly string[]
}>

/** The wallet list state. */
export type WalletListState = Readonly<{
  page: number
  count: number
  featured: readonly WalletListItem[]
  recommended: readonly WalletListItem[]
  wallets: readonly WalletListItem[]
  search: readonly WalletListItem[]
  /** installed wallets, left out of the explorer list */
  excludedWallets: readonly Readonly<{ rdns: string; name: string }>[]
}>

export type WalletListStore = RecordStore<WalletListState>

/** The wallet list the AllWallets view pages through. */
export function createWalletListState(): WalletListStore {
  return createRecordStore<WalletListState>({
    page: 1,
    count: 0,
    featured: [],
    recommended: [],
    wallets: [],
    search: [],
    excludedWallets: [],
  })
}
