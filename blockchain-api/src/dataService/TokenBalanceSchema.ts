import * as v from 'valibot'
import { maybe } from '../schemas/maybe.js'

/** A token balance row (SPEC section 3), the shape of core's TokenBalance. */
export const TokenBalanceSchema = v.object({
  name: v.string(),
  symbol: v.string(),
  /** CAIP-2 id of the token's network */
  chainId: v.string(),
  /** absent for the native currency */
  address: maybe(v.string()),
  value: v.number(),
  price: v.number(),
  quantity: v.object({ decimals: v.string(), numeric: v.string() }),
  iconUrl: v.string(),
})
export type TokenBalance = v.InferOutput<typeof TokenBalanceSchema>

/** Drops low-quality rows: those whose decimals quantity is '0' (SPEC section 5). */
export function dropLowQualityTokens(rows: readonly TokenBalance[]): TokenBalance[] {
  return rows.filter((row) => row.quantity.decimals !== '0')
}
