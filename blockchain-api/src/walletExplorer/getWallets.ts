import * as v from 'valibot'
import type { RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { maybe } from '../schemas/maybe.js'
import { numberLike } from '../schemas/numeric.js'
import { rowsOf } from '../schemas/rowsOf.js'
import type { WalletExplorerContext } from './types.js'

export const WALLETS_ENDPOINT = 'GET /getWallets'

/** A wallet of the explorer's list; only id and name are always there. */
export const WalletSchema = v.object({
  id: v.string(),
  name: v.string(),
  homepage: maybe(v.string()),
  image_id: maybe(v.string()),
  image_url: maybe(v.string()),
  order: maybe(numberLike),
  mobile_link: maybe(v.string()),
  desktop_link: maybe(v.string()),
  webapp_link: maybe(v.string()),
  link_mode: maybe(v.string()),
  app_store: maybe(v.string()),
  play_store: maybe(v.string()),
  chrome_store: maybe(v.string()),
  rdns: maybe(v.string()),
  /** CAIP-2 ids */
  chains: maybe(v.array(v.string())),
  badge_type: maybe(v.string()),
  supports_wc: maybe(v.boolean()),
  injected: maybe(v.array(v.object({ namespace: v.string(), injected_id: v.string() }))),
})
export type Wallet = v.InferOutput<typeof WalletSchema>

export const WalletsSchema = v.object({
  // one malformed wallet is left out, not the page
  data: rowsOf(WalletSchema),
  /** how many wallets match, over all pages */
  count: numberLike,
})
export type Wallets = v.InferOutput<typeof WalletsSchema>

export type GetWalletsParameters = {
  /** 1-based */
  page: number
  entries: number
  /** wallet ids */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** CAIP-2 ids the wallets must support */
  chains?: readonly string[] | undefined
  search?: string | undefined
  /** e.g. 'certified' */
  badgeType?: string | undefined
  signal?: AbortSignal | undefined
}
export type GetWalletsReturnType = Wallets
export type GetWalletsErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

const list = (values: readonly string[] | undefined) =>
  values && values.length > 0 ? values.join(',') : undefined

/** Docs: /blockchain-api/walletExplorer/getWallets. One page of the wallet list. */
export async function getWallets(
  ctx: WalletExplorerContext,
  p: GetWalletsParameters,
): Promise<GetWalletsReturnType> {
  return ctx.http.request(WalletsSchema, {
    endpoint: WALLETS_ENDPOINT,
    method: 'GET',
    path: 'getWallets',
    query: {
      page: p.page,
      entries: p.entries,
      include: list(p.include),
      exclude: list(p.exclude),
      chains: list(p.chains),
      search: p.search || undefined,
      badge_type: p.badgeType,
    },
    signal: p.signal,
  })
}
