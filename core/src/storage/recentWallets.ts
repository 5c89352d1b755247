import { RECENT_WALLETS_KEPT } from '../pageConstants.js'
import type { KitStorage } from '../types/storage.js'
import { RECENT_WALLETS_KEY } from './keys.js'
import { readCheck, readList, readStrings } from './readStored.js'

/** A wallet the user connected before. */
export type RecentWallet = {
  id: string
  name: string
  imageUrl?: string
  imageId?: string
  rdns?: string
  connectorId?: string
}

/**
 * The stored list, each wallet copied with only its known keys. Checked by hand rather than
 * with valibot because the kit reads it as it is created, before the first click (see
 * standardCheck.ts).
 */
const recentWalletsCheck = () =>
  readCheck((value) =>
    readList(
      value,
      (item) =>
        readStrings(item, ['id', 'name', 'imageUrl?', 'imageId?', 'rdns?', 'connectorId?']) as
          | RecentWallet
          | string,
    ),
  )

/** The stored recent wallets, newest first; a corrupt list reads as empty. */
export function getRecentWallets(storage: KitStorage): RecentWallet[] {
  return storage.get(RECENT_WALLETS_KEY, recentWalletsCheck()) ?? []
}

/** Puts a wallet first, drops its older entry and keeps RECENT_WALLETS_KEPT; returns the list. */
export function addRecentWallet(storage: KitStorage, wallet: RecentWallet): RecentWallet[] {
  const wallets = [wallet, ...getRecentWallets(storage).filter((w) => w.id !== wallet.id)].slice(
    0,
    RECENT_WALLETS_KEPT,
  )
  storage.set(RECENT_WALLETS_KEY, wallets)
  return wallets
}
