import { createWalletSet, type ListedWallet } from '@walletport/core'

/**
 * The listed wallets whose name contains `query` (any case), in list order: what a keystroke
 * shows at once, while the search of every wallet (core's, 300 ms at least) runs.
 * `names` are the wallets' names in lower case, made once per list.
 */
export function filterWallets(
  list: readonly ListedWallet[],
  names: readonly string[],
  query: string,
): ListedWallet[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return list.slice()
  const found: ListedWallet[] = []
  for (let i = 0; i < list.length; i += 1) if (names[i]!.includes(needle)) found.push(list[i]!)
  return found
}

/** The search results, then the listed wallets that matched and the search did not return. */
export function mergeResults(
  results: readonly ListedWallet[],
  matched: readonly ListedWallet[],
): ListedWallet[] {
  const seen = createWalletSet(results.map((r) => r.wallet))
  return [...results, ...matched.filter((m) => !seen.has(m.wallet))]
}
