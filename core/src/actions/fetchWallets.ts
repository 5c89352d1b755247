import type { GetWalletsErrorType } from '@walletport/blockchain-api'
import { WALLET_LIST } from '../constants.js'
import type { BaseErrorType } from '../errors/base.js'
import type { Kit } from '../kit/types.js'
import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import {
  getInstalledWallets,
  type InstalledWallet,
  isInstalledWallet,
} from '../walletList/getInstalledWallets.js'
import { getPopularWallets } from '../walletList/popularWallets.js'
import type { KitWalletExplorer } from '../walletList/walletExplorer.js'

export type FetchWalletsParameters = {
  /** 1-based; page 1 also reads the featured and recommended wallets. 1 by default */
  page?: number
  /** reads the page again even when it is loaded */
  force?: boolean
}
export type FetchWalletsReturnType = WalletListState
export type FetchWalletsErrorType = GetWalletsErrorType | BaseErrorType

/** the first wallets that are neither installed nor featured */
function pickRecommended(
  wallets: readonly WalletListItem[],
  installed: readonly InstalledWallet[],
): WalletListItem[] {
  return wallets.filter((w) => !isInstalledWallet(w, installed)).slice(0, WALLET_LIST.recommended)
}

/** the bundled popular wallets, all on page 1 */
function writeBundled(kit: Kit): WalletListState {
  const { walletList } = kit._internal
  const featuredIds = kit.options.featuredWalletIds ?? []
  const all = getPopularWallets(kit.options)
  const wallets = all.filter((w) => !featuredIds.includes(w.id))
  const installed = getInstalledWallets(kit)
  walletList.update({
    page: 1,
    count: wallets.length,
    featured: featuredIds.flatMap((id) => all.filter((w) => w.id === id)),
    recommended: pickRecommended(wallets, installed),
    wallets,
    excludedWallets: installed,
  })
  return walletList.$store.get()
}

async function readPage(kit: Kit, explorer: KitWalletExplorer, page: number) {
  const { walletList } = kit._internal
  const { featuredWalletIds = [], includeWalletIds, excludeWalletIds = [] } = kit.options
  const entries = WALLET_LIST.perPage
  const include = includeWalletIds?.length ? includeWalletIds : undefined
  const exclude = [...excludeWalletIds, ...featuredWalletIds]
  if (page > 1) {
    const { wallets, count } = await explorer.getWallets({ page, entries, include, exclude })
    const current = walletList.$store.get()
    const known = new Set(current.wallets.map((w) => w.id))
    walletList.update({
      page,
      count,
      wallets: [...current.wallets, ...wallets.filter((w) => !known.has(w.id))],
    })
    return walletList.$store.get()
  }
  const featuredIds = featuredWalletIds.filter((id) => !excludeWalletIds.includes(id))
  const [featured, first] = await Promise.all([
    featuredIds.length
      ? explorer.getWallets({ page: 1, entries: featuredIds.length, include: featuredIds })
      : undefined,
    explorer.getWallets({ page: 1, entries, include, exclude }),
  ])
  const installed = getInstalledWallets(kit)
  walletList.update({
    page: 1,
    count: first.count,
    // in the app's order, not the explorer's
    featured: featuredIds.flatMap((id) => featured?.wallets.filter((w) => w.id === id) ?? []),
    recommended: pickRecommended(first.wallets, installed),
    wallets: first.wallets,
    excludedWallets: installed,
  })
  return walletList.$store.get()
}

/**
 * Docs: /core/actions/fetchWallets. Loads the wallet list into `$walletList`. With the
 * `walletExplorer()` plugin: 40 wallets a page from the explorer,
 * later pages appended, page 1 with the featured wallets (`featuredWalletIds`, in that order)
 * and 4 recommended ones (the first not installed); a page already loaded is not read again
 * unless `force`, and a second call for a page being read joins it. Without an explorer, the
 * bundled POPULAR_WALLETS, all on page 1; the same when the explorer fails on page 1 (the error
 * is thrown after). Either way `includeWalletIds` and `excludeWalletIds` apply, and the
 * installed wallets are recorded as `excludedWallets`.
 */
export async function fetchWallets(
  kit: Kit,
  { page = 1, force = false }: FetchWalletsParameters = {},
): Promise<FetchWalletsReturnType> {
  const { walletList, walletExplorer: explorer } = kit._internal
  if (!explorer) return page === 1 ? writeBundled(kit) : walletList.$store.get()
  const pending = explorer.pending.get(page)
  if (pending) return pending
  const state = walletList.$store.get()
  if (!force && explorer.loaded >= page) return state
  const reading = readPage(kit, explorer, page)
    .then((next) => {
      // page 1 starts the list anew
      explorer.loaded = page === 1 ? 1 : Math.max(explorer.loaded, page)
      return next
    })
    .catch((error: unknown) => {
      // the modal still offers the popular wallets
      if (page === 1) writeBundled(kit)
      throw error
    })
    .finally(() => explorer.pending.delete(page))
  explorer.pending.set(page, reading)
  return reading
}
