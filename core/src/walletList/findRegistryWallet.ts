import { type RegistryWallet, WALLET_REGISTRY } from './walletRegistry.js'

/** What an installed wallet tells about itself: an EIP-6963 rdns, a Wallet Standard name... */
export type FindRegistryWalletParameters = Readonly<{
  id?: string | undefined
  rdns?: string | undefined
  /** a display or Wallet Standard name, matched in any case */
  name?: string | undefined
}>

/**
 * Docs: /core/walletList/findRegistryWallet. The registry wallet an explorer id, an EIP-6963
 * rdns or a name (its own or its Wallet Standard name, any case) belongs to, in that order of
 * trust; undefined when none does.
 */
export function findRegistryWallet(
  { id, rdns, name }: FindRegistryWalletParameters,
  registry: readonly RegistryWallet[] = WALLET_REGISTRY,
): RegistryWallet | undefined {
  if (id) {
    const byId = registry.find((w) => w.id === id)
    if (byId) return byId
  }
  if (rdns) {
    const byRdns = registry.find((w) => w.rdns === rdns)
    if (byRdns) return byRdns
  }
  const needle = name?.trim().toLowerCase()
  if (!needle) return undefined
  return registry.find(
    (w) => w.name.toLowerCase() === needle || w.walletStandardName?.toLowerCase() === needle,
  )
}

/**
 * Docs: /core/walletList/searchRegistry. The registry wallets whose name (or Wallet Standard
 * name) contains `query` in any case, those whose name starts with it first; none for a blank
 * query.
 */
export function searchRegistry(
  query: string,
  registry: readonly RegistryWallet[] = WALLET_REGISTRY,
): RegistryWallet[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  const names = (w: RegistryWallet) =>
    [w.name, w.walletStandardName]
      .filter((n): n is string => Boolean(n))
      .map((n) => n.toLowerCase())
  const found = registry.filter((w) => names(w).some((n) => n.includes(needle)))
  const starts = (w: RegistryWallet) => names(w).some((n) => n.startsWith(needle))
  // a stable sort keeps the registry's order (most used first) within each group
  return found.sort((a, b) => Number(starts(b)) - Number(starts(a)))
}
