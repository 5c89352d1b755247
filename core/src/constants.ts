/** Every business constant, by name. Times are in milliseconds. */

// the HTTP-level ones live with the clients that use them
export {
  BALANCE_CACHE_TIME,
  FALLBACK_ONRAMP_OPTIONS,
  FEATURE_NAMESPACES,
  IDENTITY_CACHE_TIME,
  NAME_CACHE_TIME,
  NATIVE_BALANCE_CACHE_TIME,
  QUERY_RETRY,
  SWAP_NETWORK_IDS,
  TOKEN_BALANCE_RETRY_GATE,
} from '@walletport/blockchain-api'
// the ones the page's first code reads
export * from './pageConstants.js'

export const EMAIL_LOGIN_COOLDOWN = 30_000
export const MODAL_ANIMATION = { header: 120, height: 150, view: 150 } as const
export const PAIRING_EXPIRY = 240_000
/** a pairing URI is treated as expired this close to its expiry */
export const PAIRING_EXPIRY_MARGIN = 10_000
export const IMAGE_PRELOAD_TIMEOUT = 2_000
export const HEARTBEAT_INTERVAL = 5_000
export const RPC_TIMEOUT = 10_000
export const RPC_BATCH_LIMIT = 1_000
export const RPC_RETRY = { count: 3, delay: 150 } as const
export const RPC_RETRY_STATUS_CODES = [403, 408, 413, 429, 500, 502, 503, 504] as const
export const FALLBACK_RANKING = {
  interval: 4_000,
  sampleCount: 10,
  weights: { stability: 0.7, latency: 0.3 },
} as const
export const QUERY_GC_TIME = 300_000
export const FRAME_CONNECT_TIMEOUT = 30_000
export const FRAME_READY_WAIT = 500
export const FIAT_DISPLAY_DECIMALS = 2
export const MULTICALL_BATCH = { batchSize: 1_024, wait: 0 } as const
export const ADDRESS_CACHE_SIZE = 8_192
export const DEFAULT_POLLING_INTERVAL = 4_000
export const MODAL_WIDTH = 360
export const NAME_SUFFIXES = ['.reown.id', '.wcn.id'] as const
export const DEFAULT_SLIPPAGE = 1
export const RECEIPT_WAIT = {
  retryCount: 6,
  retryDelay: 200,
  timeout: 180_000,
  confirmations: 1,
} as const
export const BASE_FEE_MULTIPLIER = 1.2
export const BLOB_SIZE_LIMIT = 761_855
export const ONRAMP_PROVIDER_FEE_RANGE = { min: 0.01, max: 0.02 } as const
export const NOT_ALLOWED_MESSAGE_DELAY = 300
export const WALLET_LIST = {
  recommended: 4,
  perPage: 40,
  searchEntries: 100,
  searchMinWait: 300,
  prefetchImages: 20,
} as const
export const THEME_BACKGROUND = { dark: '#121313', light: '#fff' } as const
export const AUTH_CONNECTOR_NAMESPACES = ['eip155', 'solana'] as const
export const DEFAULT_CONNECTOR_ORDER = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
/**
 * the swap tokens offered first, by symbol; the spec keeps its lists unshown, so ours are the
 * common base and stable tokens of the swap networks
 */
export const SWAP_SUGGESTED_TOKENS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC'] as const
// written out rather than spread: a spread is a call that bundlers keep in every bundle
export const SWAP_POPULAR_TOKENS = [
  'ETH',
  'USDC',
  'USDT',
  'DAI',
  'WETH',
  'WBTC',
  'BNB',
  'POL',
  'AVAX',
  'ARB',
  'OP',
  'LINK',
  'UNI',
  'AAVE',
  'LDO',
  'CRV',
  'MKR',
  'GNO',
  'FTM',
  'KLAY',
  'XDAI',
  'USDE',
  'PYUSD',
] as const
