import { BALANCE_CACHE_TIME, IDENTITY_CACHE_TIME, NAME_CACHE_TIME } from '../constants.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { parseBaseUrl } from '../http/parseBaseUrl.js'
import type { ServiceOptions } from '../http/ServiceOptions.js'
import { type DroppedRowsEvent, reportDroppedRows } from '../schemas/reportDroppedRows.js'
import { bindService } from '../utils/bindService.js'
import { createCache } from '../utils/createCache.js'
import { buildApproveTransaction } from './buildApproveTransaction.js'
import { buildSwapTransaction } from './buildSwapTransaction.js'
import { getGasPrice } from './getGasPrice.js'
import { getIdentity } from './getIdentity.js'
import { getNameSuggestions } from './getNameSuggestions.js'
import { getNamesForAddress } from './getNamesForAddress.js'
import { getNativeBalance } from './getNativeBalance.js'
import { getOnrampOptions } from './getOnrampOptions.js'
import { getOnrampQuote } from './getOnrampQuote.js'
import { getOnrampUrl } from './getOnrampUrl.js'
import { getSessions } from './getSessions.js'
import { createSupportedChainsLoader, getSupportedChains } from './getSupportedChains.js'
import { getSwapAllowance } from './getSwapAllowance.js'
import { getSwapQuotes } from './getSwapQuotes.js'
import { getSwapTokens } from './getSwapTokens.js'
import { getTokenBalances } from './getTokenBalances.js'
import { getTokenPrices } from './getTokenPrices.js'
import { getTransactions } from './getTransactions.js'
import { registerName } from './registerName.js'
import { resolveName } from './resolveName.js'
import { revokeSession } from './revokeSession.js'
import type { DataServiceContext, DataServiceEvent } from './types.js'

export type CreateDataServiceOptions = ServiceOptions & {
  /** the 'Token Balance Unavailable' notice: a balance fetch failed or the network is not served */
  onTokenBalanceUnavailable?: (() => void) | undefined
  /** events to track, e.g. ERROR_FETCH_TRANSACTIONS */
  onEvent?: ((event: DataServiceEvent) => void) | undefined
  /**
   * the CAIP-2 ids the service swaps on, for a service of your own (a local chain, say);
   * the default swap networks when none are given
   */
  swapChainIds?: readonly string[] | undefined
  /** list rows a response lost to their schema (a bad row is dropped, the rest kept), to log */
  onDroppedRows?: ((event: DroppedRowsEvent) => void) | undefined
}

export type DataService = ReturnType<typeof createDataService>

/**
 * Docs: /blockchain-api/createDataService
 * The blockchain data service client: one typed function per endpoint,
 * with its own caches, retry gate and alert memory. Without a base URL, `available` is false
 * and every function rejects with ServiceUnavailableError, making no request.
 * @example
 * const data = createDataService({ baseUrl, projectId, sdkType: 'walletport', sdkVersion })
 * const rows = await data.getTokenBalances({ address, network: mainnet })
 */
export function createDataService(options: CreateDataServiceOptions) {
  const baseUrl = parseBaseUrl('data service', options.baseUrl)
  const now = options.now ?? Date.now
  let ctx: DataServiceContext | undefined
  if (baseUrl !== undefined) {
    const http = reportDroppedRows(
      createHttpClient({ ...options, baseUrl, now }),
      options.onDroppedRows,
    )
    ctx = {
      http,
      projectId: options.projectId,
      now,
      loadSupportedChains: createSupportedChainsLoader(http),
      balanceCache: createCache({ ttl: BALANCE_CACHE_TIME, now }),
      identityCache: createCache({ ttl: IDENTITY_CACHE_TIME, now }),
      nameCache: createCache({ ttl: NAME_CACHE_TIME, now }),
      addressNamesCache: createCache({ ttl: NAME_CACHE_TIME, now }),
      tokenBalanceGate: { failedAt: undefined },
      onTokenBalanceUnavailable: options.onTokenBalanceUnavailable,
      onEvent: options.onEvent,
      swapChainIds: options.swapChainIds,
    }
  }
  const bind = bindService('data service', ctx)
  return {
    available: ctx !== undefined,
    getSupportedChains: bind.async(getSupportedChains),
    getIdentity: bind.async(getIdentity),
    getTransactions: bind.async(getTransactions),
    getSwapQuotes: bind.async(getSwapQuotes),
    getSwapTokens: bind.async(getSwapTokens),
    getTokenPrices: bind.async(getTokenPrices),
    getSwapAllowance: bind.async(getSwapAllowance),
    getGasPrice: bind.async(getGasPrice),
    buildSwapTransaction: bind.async(buildSwapTransaction),
    buildApproveTransaction: bind.async(buildApproveTransaction),
    getTokenBalances: bind.async(getTokenBalances),
    getNativeBalance: bind.async(getNativeBalance),
    resolveName: bind.async(resolveName),
    getNamesForAddress: bind.async(getNamesForAddress),
    getNameSuggestions: bind.async(getNameSuggestions),
    registerName: bind.async(registerName),
    getOnrampUrl: bind.async(getOnrampUrl),
    getOnrampOptions: bind.async(getOnrampOptions),
    getOnrampQuote: bind.async(getOnrampQuote),
    getSessions: bind.async(getSessions),
    revokeSession: bind.async(revokeSession),
  }
}
