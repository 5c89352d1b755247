import * as v from 'valibot'
import { TOKEN_BALANCE_RETRY_GATE } from '../constants.js'
import { RequestAbortedError, type RequestErrorType } from '../errors/request.js'
import type { InvalidResponseErrorType } from '../errors/response.js'
import type { ServiceUnavailableErrorType } from '../errors/service.js'
import { encodePathSegment } from '../http/encodePathSegment.js'
import { rowsOf } from '../schemas/rowsOf.js'
import { isNetworkSupported } from './isNetworkSupported.js'
import {
  dropLowQualityTokens,
  type TokenBalance,
  TokenBalanceSchema,
} from './TokenBalanceSchema.js'
import type { DataServiceContext, NetworkRef } from './types.js'

export const TOKEN_BALANCES_ENDPOINT = 'GET /v1/account/{address}/balance'

/** one bad row is dropped, not the list (see schemas/SHAPES.md) */
export const TokenBalancesSchema = v.object({ balances: rowsOf(TokenBalanceSchema) })
export type TokenBalances = v.InferOutput<typeof TokenBalancesSchema>

export type GetTokenBalancesParameters = {
  address: string
  network: NetworkRef
  /** skip the 30 s cache and ask the service to refresh */
  forceUpdate?: boolean | undefined
  signal?: AbortSignal | undefined
}
export type GetTokenBalancesReturnType = TokenBalance[]
export type GetTokenBalancesErrorType =
  | RequestErrorType
  | InvalidResponseErrorType
  | ServiceUnavailableErrorType

/**
 * Docs: /blockchain-api/dataService/getTokenBalances
 * The USD-priced balances of an address on `network`, low-quality rows dropped, kept 30 s.
 * On a network balances are not served on: onTokenBalanceUnavailable and no rows. A failure
 * calls onTokenBalanceUnavailable, throws, and for 30 s every call returns no rows without
 * asking the service.
 */
export async function getTokenBalances(
  ctx: DataServiceContext,
  { address, network, forceUpdate, signal }: GetTokenBalancesParameters,
): Promise<GetTokenBalancesReturnType> {
  const { failedAt } = ctx.tokenBalanceGate
  if (failedAt !== undefined && ctx.now() - failedAt < TOKEN_BALANCE_RETRY_GATE) return []
  try {
    if (!(await isNetworkSupported(ctx, { network, feature: 'balances', signal }))) {
      ctx.onTokenBalanceUnavailable?.()
      return []
    }
    // evm addresses are case-insensitive, solana's are not
    const key = `${network.caipNetworkId}|${network.chainNamespace === 'eip155' ? address.toLowerCase() : address}`
    const path = `v1/account/${encodePathSegment(address, TOKEN_BALANCES_ENDPOINT)}/balance`
    const rows = await ctx.balanceCache.load(
      key,
      async () => {
        const response = await ctx.http.request(TokenBalancesSchema, {
          endpoint: TOKEN_BALANCES_ENDPOINT,
          method: 'GET',
          path,
          query: {
            currency: 'usd',
            chainId: network.caipNetworkId,
            forceUpdate: forceUpdate || undefined,
          },
          signal,
        })
        // a row without its network is of the network asked about
        return dropLowQualityTokens(response.balances).map((row) =>
          row.chainId ? row : { ...row, chainId: network.caipNetworkId },
        )
      },
      forceUpdate,
    )
    return [...rows]
  } catch (error) {
    if (error instanceof RequestAbortedError) throw error
    ctx.tokenBalanceGate.failedAt = ctx.now()
    ctx.onTokenBalanceUnavailable?.()
    throw error
  }
}
