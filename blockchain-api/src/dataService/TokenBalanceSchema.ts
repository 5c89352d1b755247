import * as v from 'valibot'
import { maybe } from '../schemas/maybe.js'
import { numberLike, numericString } from '../schemas/numeric.js'

/** A token balance row, the shape of core's TokenBalance. */
export const TokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-2 id of the token's network; the service may leave it out (getTokenBalances fills it) */
  chainId: v.optional(v.string(), ''),
  /** absent for the native currency */
  address: maybe(v.string()),
  // the service sends 0 or omits value and price for tokens it has no price of
  value: v.optional(numberLike, 0),
  price: v.optional(numberLike, 0),
  quantity: v.object({ decimals: numericString, numeric: numericString }),
  iconUrl: v.optional(v.string(), ''),
})
export type TokenBalance = v.InferOutput<typeof TokenBalanceSchema>

/** Drops low-quality rows: those whose decimals quantity is '0'. */
export function dropLowQualityTokens(rows: readonly TokenBalance[]): TokenBalance[] {
  return rows.filter((row) => row.quantity.decimals !== '0')
}
