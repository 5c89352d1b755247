import type { WalletListItem } from '../stores/createWalletListState.js'

export type WalletSet = {
  /** true when a wallet with the same id, rdns or name (any case) is in the set */
  has(wallet: WalletListItem): boolean
  add(wallet: WalletListItem): void
}

/** A set of wallets matched by id, rdns or name, in constant time (lists run into thousands). */
export function createWalletSet(initial: Iterable<WalletListItem> = []): WalletSet {
  const ids = new Set<string>()
  const rdns = new Set<string>()
  const names = new Set<string>()
  const set: WalletSet = {
    has: (wallet) =>
      ids.has(wallet.id) ||
      (wallet.rdns !== undefined && rdns.has(wallet.rdns)) ||
      names.has(wallet.name.toLowerCase()),
    add(wallet) {
      ids.add(wallet.id)
      if (wallet.rdns) rdns.add(wallet.rdns)
      names.add(wallet.name.toLowerCase())
    },
  }
  for (const wallet of initial) set.add(wallet)
  return set
}
