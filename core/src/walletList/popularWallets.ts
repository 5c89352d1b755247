import type { ResolvedKitOptions } from '../kit/kitOptions.js'
import type { WalletListItem } from '../stores/createWalletListState.js'
import type { Network } from '../types/network.js'
import { searchRegistry } from './findRegistryWallet.js'
import { type RegistryWallet, WALLET_REGISTRY } from './walletRegistry.js'

/** A registry wallet as a list entry; its logo comes from loadWalletLogos(), by id. */
export function toPopularWallet(wallet: RegistryWallet): WalletListItem {
  return {
    id: wallet.id,
    name: wallet.name,
    ...(wallet.rdns && { rdns: wallet.rdns }),
    ...(wallet.mobileLink && { mobileLink: wallet.mobileLink }),
    ...(wallet.universalLink && { universalLink: wallet.universalLink }),
    chains: wallet.namespaces,
  }
}

/**
 * Docs: /core/walletList/POPULAR_WALLETS. The wallets the modal offers when no wallet explorer
 * is configured (no vendor lock), most used first: the bundled WALLET_REGISTRY as
 * list entries, each under its explorer id, with its EIP-6963 rdns (to match the installed
 * extension) and the public links that open its mobile app with a pairing URI. Nothing is
 * fetched from elsewhere; logos load on their own with loadWalletLogos().
 */
export const POPULAR_WALLETS: readonly WalletListItem[] = WALLET_REGISTRY.map(toPopularWallet)

type ListOptions = Pick<ResolvedKitOptions, 'includeWalletIds' | 'excludeWalletIds'> & {
  /** the kit's networks: a wallet with none of their namespaces is left out */
  networks?: readonly Pick<Network, 'chainNamespace'>[]
}

function allows(options: ListOptions) {
  const include = options.includeWalletIds?.length ? new Set(options.includeWalletIds) : undefined
  const exclude = new Set(options.excludeWalletIds)
  const namespaces = options.networks && new Set(options.networks.map((n) => n.chainNamespace))
  return (w: RegistryWallet) =>
    (!include || include.has(w.id)) &&
    !exclude.has(w.id) &&
    (!namespaces || w.namespaces.some((n) => namespaces.has(n)))
}

/**
 * The bundled wallets the kit's options allow: those of the kit's chain namespaces, only
 * `includeWalletIds` when given, never `excludeWalletIds`.
 */
export function getPopularWallets(options: ListOptions): WalletListItem[] {
  return WALLET_REGISTRY.filter(allows(options)).map(toPopularWallet)
}

/** The bundled wallets the options allow whose name contains `query` (any case). */
export function searchPopularWallets(query: string, options: ListOptions): WalletListItem[] {
  return searchRegistry(query).filter(allows(options)).map(toPopularWallet)
}
