import type { ChainNamespace } from '../types/caip.js'
import { MORE_WALLETS } from './registry/moreWallets.js'
import { MOST_USED_WALLETS } from './registry/mostUsedWallets.js'

/** Where a wallet is installed from; each link opens the wallet's own page in that store. */
export type WalletStore = 'ios' | 'android' | 'chrome' | 'firefox' | 'edge'

/**
 * A wallet of the bundled registry. Logos are not here: they are small SVG marks loaded with
 * `loadWalletLogos()` (an import() of their own), so no page carries them before the list shows.
 */
export type RegistryWallet = Readonly<{
  /** the public WalletConnect explorer id */
  id: string
  name: string
  /** EIP-6963 reverse-DNS id of its browser extension, to match the announcement */
  rdns?: string
  /** the name its extension registers under Wallet Standard (Solana, Bitcoin) */
  walletStandardName?: string
  /** the app's own scheme, opened with `wc?uri=` */
  mobileLink?: string
  /** the app's universal (https) link, opened with `/wc?uri=` */
  universalLink?: string
  homepage: string
  stores: Readonly<Partial<Record<WalletStore, string>>>
  namespaces: readonly ChainNamespace[]
}>

/**
 * Docs: /core/walletList/WALLET_REGISTRY. The most used wallets across EVM, Solana and Bitcoin,
 * most used first, as public facts: explorer ids, EIP-6963 rdns, Wallet Standard names,
 * link bases and store pages. A store or link we could not confirm is left out rather than
 * guessed (the wallet's homepage stays as the way to it).
 */
export const WALLET_REGISTRY: readonly RegistryWallet[] = [...MOST_USED_WALLETS, ...MORE_WALLETS]
