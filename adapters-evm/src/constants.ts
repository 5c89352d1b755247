/**
 * The constants only this adapter applies; the shared ones (RPC timeouts, retries, batching,
 * polling, receipts, fees, display decimals, the profile cache) are core's, imported from
 * `@walletport/core`. Times are in milliseconds.
 */
import { RPC_TIMEOUT } from '@walletport/core'

/** the longest Retry-After we wait for; a longer one is shortened to this */
export const RPC_MAX_RETRY_AFTER = RPC_TIMEOUT

/** the canonical Multicall3 deployment, at the same address on most EVM chains */
export const MULTICALL3_ADDRESS = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * ENS's Universal Resolver on Ethereum mainnet, as viem's `mainnet` chain names it. Written
 * here rather than read from `viem/chains`: esbuild keeps much of that barrel (the Tempo
 * chains and the ox modules under them, about 15 KB gzip) for one address.
 */
export const ENS_UNIVERSAL_RESOLVER = '0xeeeeeeee14d718c2b47d9923deab1335e144eeee'

/** the value an ERC-1271 wallet returns for a valid signature: isValidSignature's selector */
export const ERC1271_MAGIC_VALUE = '0x1626ba7e'
