import { encodePathSegment } from '../http/encodePathSegment.js'
import type { WalletExplorerContext } from './types.js'

const PATHS = {
  wallet: 'getWalletImage',
  asset: 'public/getAssetImage',
  currency: 'public/getCurrencyImage',
  token: 'public/getTokenImage',
} as const

export type ImageKind = keyof typeof PATHS

/**
 * Docs: /blockchain-api/walletExplorer/getImageUrl
 * The URL of an explorer image (GET /getWalletImage/{id}, /public/getAssetImage/{id},
 * /public/getCurrencyImage/{id}, /public/getTokenImage/{id}) with the project id and SDK
 * query, for an image source.
 */
export function getImageUrl(ctx: WalletExplorerContext, kind: ImageKind, id: string): string {
  const path = PATHS[kind]
  return ctx.http.url(`${path}/${encodePathSegment(id, `GET /${path}/{id}`)}`)
}
