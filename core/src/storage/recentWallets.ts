import * as v from 'valibot'
import { RECENT_WALLETS_KEPT } from '../constants.js'
import type { KitStorage } from '../types/storage.js'
import { RECENT_WALLETS_KEY } from './keys.js'

export const RecentWalletSchema = v.object({
  id: v.string(),
  name: v.string(),
  imageUrl: v.optional(v.string()),
  imageId: v.optional(v.string()),
  rdns: v.optional(v.string()),
  connectorId: v.optional(v.string()),
})

/** A wallet the user connected before. */
export type RecentWallet = v.InferOutput<typeof RecentWalletSchema>

/** The stored recent wallets, newest first; a corrupt list reads as empty. */
export function getRecentWallets(storage: KitStorage): RecentWallet[] {
  return storage.get(RECENT_WALLETS_KEY, v.array(RecentWalletSchema)) ?? []
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
