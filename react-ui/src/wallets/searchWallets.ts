import type { ListedWallet } from './getAllWallets.js'

/** The wallets whose name contains the query, ignoring case and surrounding spaces. */
export function searchWallets(list: readonly ListedWallet[], query: string): ListedWallet[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return [...list]
  return list.filter(({ wallet }) => wallet.name.toLowerCase().includes(needle))
}
