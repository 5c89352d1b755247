// The constants the page's first code reads (stores, storage, logger, option defaults) or a
// file it loads (recentWallets),
// apart from constants.ts, which lazy code reads: under esbuild a file loads whole with its
// first use, so the rest stayed in the page's first chunks (issue 13). constants.ts
// re-exports these, so `constants.js` still names every constant.

export const RECENT_WALLETS_KEPT = 2
export const TOAST_SWAP_DELAY = 150
export const MODAL_SHAKE_TIME = 500
export const SESSION_STORAGE_VERSION = 1
export const BALANCE_DISPLAY_DECIMALS = 3
export const ADDRESS_DISPLAY = { head: 4, tail: 6 } as const
export const PENDING_TRANSACTIONS_LIMIT = 99
export const LOG_BUFFER_BYTES = 1_024_000
export const DEFAULT_LOG_LEVEL = 'error'
export const DEFAULT_CONNECT_METHOD_ORDER = ['email', 'social', 'wallet'] as const
export const DEFAULT_WALLET_FEATURE_ORDER = ['onramp', 'swaps', 'receive', 'send'] as const
export const DEFAULT_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export const STORAGE_PREFIX = 'walletport:'
