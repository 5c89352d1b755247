/** The HTTP-level constants; core re-exports them with the rest. Times in ms. */

export const BALANCE_CACHE_TIME = 30_000
export const NATIVE_BALANCE_CACHE_TIME = 30_000
export const NAME_CACHE_TIME = 300_000
export const IDENTITY_CACHE_TIME = 300_000
export const TOKEN_BALANCE_RETRY_GATE = 30_000
export const QUERY_RETRY = { count: 3, baseDelay: 1_000, maxDelay: 30_000 } as const
export const SWAP_NETWORK_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const
/** the namespaces each hosted feature covers */
export const FEATURE_NAMESPACES = {
  balances: ['eip155', 'solana'],
  names: ['eip155'],
  activity: ['eip155'],
  onramp: ['eip155', 'solana'],
} as const
export const FALLBACK_ONRAMP_OPTIONS = {
  purchaseCurrencies: [],
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
    {
      id: 'EUR',
      payment_method_limits: [
        { id: 'card', min: '10.00', max: '7500.00' },
        { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
      ],
    },
  ],
} as const
/** time-out of one HTTP attempt, headers and body together */
export const DEFAULT_REQUEST_TIMEOUT = 10_000
/** the HTTP statuses a read is retried on; 429 and 503 are retried for every call */
export const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504] as const
/** the spec fixes the zone of name suggestions without showing it; ours is the first name suffix */
export const NAME_SUGGESTIONS_ZONE = 'reown.id'
/** slippage tolerance of swaps, in percent (1 in the wallet kit) */
export const SWAP_SLIPPAGE = 1
