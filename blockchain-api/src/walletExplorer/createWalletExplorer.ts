import { createHttpClient } from '../http/createHttpClient.js'
import { parseBaseUrl } from '../http/parseBaseUrl.js'
import type { ServiceOptions } from '../http/ServiceOptions.js'
import { type DroppedRowsEvent, reportDroppedRows } from '../schemas/reportDroppedRows.js'
import { bindService } from '../utils/bindService.js'
import { getAnalyticsConfig } from './getAnalyticsConfig.js'
import { getImageUrl } from './getImageUrl.js'
import { getWallets } from './getWallets.js'
import type { WalletExplorerContext } from './types.js'

export type CreateWalletExplorerOptions = ServiceOptions & {
  /** wallets a page lost to the schema (a bad row is dropped, the rest kept), to log */
  onDroppedRows?: ((event: DroppedRowsEvent) => void) | undefined
}
export type WalletExplorer = ReturnType<typeof createWalletExplorer>

/**
 * Docs: /blockchain-api/createWalletExplorer
 * The wallet explorer client: the wallet list, image URLs and the analytics config. Without
 * a base URL, `available` is false; the calls reject and the URL getters throw
 * ServiceUnavailableError.
 */
export function createWalletExplorer(options: CreateWalletExplorerOptions) {
  const baseUrl = parseBaseUrl('wallet explorer', options.baseUrl)
  const ctx: WalletExplorerContext | undefined =
    baseUrl === undefined
      ? undefined
      : {
          http: reportDroppedRows(createHttpClient({ ...options, baseUrl }), options.onDroppedRows),
        }
  const bind = bindService('wallet explorer', ctx)
  return {
    available: ctx !== undefined,
    getWallets: bind.async(getWallets),
    getAnalyticsConfig: bind.async(getAnalyticsConfig),
    getWalletImageUrl: bind.sync((c, id: string) => getImageUrl(c, 'wallet', id)),
    getAssetImageUrl: bind.sync((c, id: string) => getImageUrl(c, 'asset', id)),
    getCurrencyImageUrl: bind.sync((c, id: string) => getImageUrl(c, 'currency', id)),
    getTokenImageUrl: bind.sync((c, id: string) => getImageUrl(c, 'token', id)),
  }
}
