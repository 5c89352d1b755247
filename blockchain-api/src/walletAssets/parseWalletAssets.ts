import * as v from 'valibot'
import { parseResponse } from '../http/parseResponse.js'
import { maybe } from '../schemas/maybe.js'

export const WALLET_ASSETS_ENDPOINT = 'wallet_getAssets'

/** One asset a wallet reports. */
export const WalletAssetSchema = v.object({
  address: v.string(),
  /** hex amount in the smallest unit */
  balance: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'Invalid hex balance')),
  type: v.picklist(['ERC20', 'NATIVE']),
  metadata: v.object({
    name: v.string(),
    symbol: v.string(),
    decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(255)),
    price: maybe(v.number()),
    iconUrl: maybe(v.string()),
    value: maybe(v.number()),
  }),
})
export type WalletAsset = v.InferOutput<typeof WalletAssetSchema>

/** The response: for each hex chain id, an array of valid assets. */
export const WalletAssetsSchema = v.pipe(
  v.unknown(),
  // a record schema takes an array as an object; the spec asks for an object
  v.check((value) => !Array.isArray(value), 'Invalid type: Expected Object but received Array'),
  v.record(
    v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]+$/, 'Invalid hex chain id')),
    v.array(WalletAssetSchema),
  ),
)
export type WalletAssets = v.InferOutput<typeof WalletAssetsSchema>

/** Whether a wallet_getAssets result is an object of arrays of valid assets. */
export function isWalletAssets(value: unknown): boolean {
  return v.is(WalletAssetsSchema, value)
}

/**
 * Docs: /blockchain-api/walletAssets/parseWalletAssets
 * Parses a wallet_getAssets result; anything else is an InvalidResponseError naming the field.
 */
export function parseWalletAssets(value: unknown): WalletAssets {
  return parseResponse(WalletAssetsSchema, value, WALLET_ASSETS_ENDPOINT)
}
