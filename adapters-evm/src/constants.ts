/**
 * The business constants this adapter applies. Times are in milliseconds.
 * They mirror core's constants module, which does not export them yet.
 */

/** JSON-RPC over HTTP */
export const RPC_TIMEOUT = 10_000
export const RPC_BATCH_SIZE = 1_000
export const RPC_RETRY = { count: 3, delay: 150 } as const
export const RPC_RETRY_STATUS_CODES = [403, 408, 413, 429, 500, 502, 503, 504] as const
/** the longest Retry-After we wait for; a longer one is shortened to this */
export const RPC_MAX_RETRY_AFTER = RPC_TIMEOUT
export const FALLBACK_RANKING = {
  interval: 4_000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
} as const

export const MULTICALL_BATCH = { batchSize: 1_024, wait: 0 } as const
/** the canonical Multicall3 deployment, at the same address on most EVM chains */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

export const DEFAULT_POLLING_INTERVAL = 4_000
export const RECEIPT_WAIT = {
  retryCount: 6,
  retryDelay: 200,
  timeout: 180_000,
  confirmations: 1,
} as const
export const BASE_FEE_MULTIPLIER = 1.2

export const BALANCE_DISPLAY_DECIMALS = 3
export const FIAT_DISPLAY_DECIMALS = 2
export const IDENTITY_CACHE_TIME = 300_000

/** how long reconnect waits for a wallet to announce itself after a page load */
export const ANNOUNCE_WAIT = 1_000

/** the value an ERC-1271 wallet returns for a valid signature: isValidSignature's selector */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e'
