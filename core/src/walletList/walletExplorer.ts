import {
  type CreateWalletExplorerOptions,
  createWalletExplorer,
  type GetWalletsParameters,
  type Wallet,
} from '@walletport/blockchain-api'
import type { Kit } from '../kit/types.js'
import type { WalletListItem, WalletListState } from '../stores/createWalletListState.js'
import type { KitPlugin } from '../types/plugin.js'
import { SDK_TYPE, SDK_VERSION } from '../version.js'

export type WalletExplorerParameters = Pick<
  CreateWalletExplorerOptions,
  'fetch' | 'timeout' | 'retry' | 'sleep' | 'now'
> & {
  /** the explorer's root URL; the kit's `endpoints.explorer` by default */
  baseUrl?: string
}

/** What `walletExplorer()` returns, for createKit's `plugins`. */
export type WalletExplorer = KitPlugin

/** One page of the explorer's list, as wallet list entries. */
export type WalletExplorerPage = { wallets: WalletListItem[]; count: number }

/** The kit's wallet explorer, set by `walletExplorer()`'s setup; fetchWallets and searchWallets use it. */
export type KitWalletExplorer = {
  getWallets(p: Omit<GetWalletsParameters, 'chains'>): Promise<WalletExplorerPage>
  /** pages being read: a second call for the same page joins the first */
  readonly pending: Map<number, Promise<WalletListState>>
  /** the last page in `$walletList.wallets`; 0 before the first */
  loaded: number
  /** counts the searches, so that an older answer never replaces a newer one */
  searches: number
}

/**
 * An explorer wallet as a list entry: its image through the explorer when it has only an id,
 * a mobile link split into the app's scheme and its universal (https) link.
 */
function toWalletListItem(wallet: Wallet, imageUrl: (id: string) => string): WalletListItem {
  const mobile = wallet.mobile_link
  const universal = mobile && /^https:/i.test(mobile) ? mobile : undefined
  return {
    id: wallet.id,
    name: wallet.name,
    imageId: wallet.image_id,
    imageUrl: wallet.image_url ?? (wallet.image_id ? imageUrl(wallet.image_id) : undefined),
    rdns: wallet.rdns,
    mobileLink: universal ? undefined : mobile,
    universalLink: universal ?? wallet.link_mode,
    desktopLink: wallet.desktop_link,
    webappLink: wallet.webapp_link,
    chains: wallet.chains,
  }
}

/**
 * Docs: /core/walletList/walletExplorer. The wallet explorer as the source of the wallet list
 * (40 per page, searches of 100), built on blockchain-api's client with the
 * kit's project id, `st` and `sv`, asking only for wallets of the kit's networks. A response
 * that maps to an alert shows it. Without it (or without an explorer URL) fetchWallets and
 * searchWallets use the bundled POPULAR_WALLETS, and a site bundles none of this.
 *
 * @example
 * const kit = createKit({ networks, adapters, projectId, endpoints: { explorer }, plugins: [walletExplorer()] })
 */
export function walletExplorer(parameters: WalletExplorerParameters = {}): WalletExplorer {
  const { baseUrl, ...options } = parameters
  return {
    setup(kit: Kit) {
      const client = createWalletExplorer({
        ...options,
        baseUrl: baseUrl ?? kit.options.endpoints.explorer,
        projectId: kit.options.projectId,
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        onAlert: (alert) => void kit._internal.alerts.show(alert.code),
        onDroppedRows: ({ endpoint, lists }) =>
          kit.log.warn(
            `walletExplorer: ${endpoint} sent wallets that do not parse; left out`,
            lists,
          ),
      })
      if (!client.available) {
        kit.log.warn('walletExplorer: no explorer endpoint, so the list is the bundled wallets')
        return undefined
      }
      const chains = kit.options.networks.map((n) => n.caipNetworkId)
      const part: KitWalletExplorer = {
        async getWallets(p) {
          const { data, count } = await client.getWallets({ ...p, chains })
          return {
            wallets: data.map((w) => toWalletListItem(w, client.getWalletImageUrl)),
            count,
          }
        },
        pending: new Map(),
        loaded: 0,
        searches: 0,
      }
      kit._internal.walletExplorer = part
      return () => {
        if (kit._internal.walletExplorer === part) kit._internal.walletExplorer = undefined
      }
    },
  }
}
