import type { HttpClient } from '../http/createHttpClient.js'
import type { Cache } from '../utils/createCache.js'
import type { Identity } from './getIdentity.js'
import type { SupportedChains } from './getSupportedChains.js'
import type { ProfileName } from './ProfileNameSchema.js'
import type { TokenBalance } from './TokenBalanceSchema.js'

/** The part of a network the data service reads; core's Network satisfies it. */
export type NetworkRef = {
  caipNetworkId: string
  chainNamespace: string
  testnet?: boolean | undefined
}

/** The hosted features, each served on its own namespaces. */
export type Feature = 'balances' | 'names' | 'activity' | 'onramp' | 'swaps' | 'prices' | 'sessions'

export type DataServiceEvent = {
  event: 'ERROR_FETCH_TRANSACTIONS'
  properties: {
    address: string
    projectId: string | undefined
    cursor: string | undefined
    caipNetworkId: string
  }
}

/** What the endpoint functions share within one data-service instance. */
export type DataServiceContext = {
  http: HttpClient
  projectId: string | undefined
  now: () => number
  /** the supported chains, fetched once per instance; a failure is not kept */
  loadSupportedChains(signal?: AbortSignal): Promise<SupportedChains>
  balanceCache: Cache<TokenBalance[]>
  identityCache: Cache<Identity>
  nameCache: Cache<ProfileName>
  addressNamesCache: Cache<ProfileName[]>
  /** when the last token-balance fetch failed; undefined after none */
  tokenBalanceGate: { failedAt: number | undefined }
  onTokenBalanceUnavailable: (() => void) | undefined
  onEvent: ((event: DataServiceEvent) => void) | undefined
  /** the CAIP-2 ids swaps are served on; the default swap networks when absent */
  swapChainIds?: readonly string[] | undefined
}
